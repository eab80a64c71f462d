import type { ReactElement, ReactNode } from 'react';
import { Link, Stack, Typography } from '@mui/material';
import { ListButton, TopToolbar, useTranslate } from 'react-admin';
import { RecordShowBase } from './RecordScreens';
import { mailtoHref, telHref } from '@/src/fields/SafeLink';
import { Ltr } from '@/src/fields/Ltr';
import { BIDI_OWN } from '@/src/format/bidi';

/** The value takes its own direction (an English name on the Arabic screen) and lines up with the screen's start. */
export function DetailLine({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ py: 0.5 }}>
      <Typography color="text.secondary" sx={{ minWidth: 120 }}>
        {translate(label)}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere', minWidth: 0, ...BIDI_OWN, textAlign: 'left' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** From the server: a value that is not a plain phone number or mailbox is shown as text, not linked. */
export function ContactLines({ phone, email, fields }: { phone: string; email: string; fields: string }) {
  const tel = telHref(phone);
  const mailto = mailtoHref(email);
  return (
    <>
      <DetailLine label={`${fields}.phone`}>
        {tel ? (
          <Link href={tel} dir="ltr">
            {phone}
          </Link>
        ) : (
          <Ltr>{phone}</Ltr>
        )}
      </DetailLine>
      <DetailLine label={`${fields}.email`}>
        {mailto ? <Link href={mailto}>{email}</Link> : <bdi>{email}</bdi>}
      </DetailLine>
    </>
  );
}

export function RecordShow({ title, children }: { title: ReactElement; children: ReactElement }) {
  return (
    <RecordShowBase
      title={title}
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      {children}
    </RecordShowBase>
  );
}
