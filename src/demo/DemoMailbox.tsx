import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Link } from '@mui/material';
import { useT } from '@/i18n/useT';

// The fake sends no e-mail, it keeps what it "sent": read from the page's own fake, as the API shows a mail only to
// its recipient's session or the admin, and someone who forgot their password has neither.
export function DemoMailbox({ email }: { email: string }) {
  const translate = useT();
  const [link, setLink] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    // Loaded here, not at the top: the fake's code stays out of the app's first chunks.
    import('@/dataProvider/fake/browser')
      .then(({ mailsSentTo }) => {
        if (live) setLink(mailsSentTo(email)[0]?.link ?? null);
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
