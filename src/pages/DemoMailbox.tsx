import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Link } from '@mui/material';
import { useT } from './useT';
import { request } from '@/dataProvider/http';

interface Mail {
  to: string;
  link: string;
}

/**
 * The fake sends no e-mail: it keeps what it "sent" (GET __fake/outbox). This shows the last link
 * sent to the address, so a tester can follow the reset flow. Only rendered on the fake.
 */
export function DemoMailbox({ email }: { email: string }) {
  const translate = useT();
  const [link, setLink] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    request<Mail[]>('GET', '__fake/outbox', undefined, { silent: true })
      .then((mails) => {
        const mine = mails.find((mail) => mail.to.toLowerCase() === email.toLowerCase());
        if (live) setLink(mine?.link ?? null);
      })
      .catch(() => live && setLink(null));
    return () => {
      live = false;
    };
  }, [email]);
  if (link === undefined) return null;
  return (
    <Alert severity="info" variant="outlined" data-testid="demo-mailbox">
      <AlertTitle>{translate('app.demo.mailbox')}</AlertTitle>
      {link ? (
        <>
          {translate('app.demo.mailboxIntro', { email })}{' '}
          <Link href={link} rel="noreferrer">
            {translate('app.demo.openLink')}
          </Link>
        </>
      ) : (
        translate('app.demo.mailboxEmpty', { email })
      )}
    </Alert>
  );
}
