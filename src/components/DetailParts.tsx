import type { ReactElement, ReactNode } from 'react';
import { Link, Stack, Typography } from '@mui/material';
import { ListButton, Show, TopToolbar, useTranslate } from 'react-admin';

/** One labelled line of a read-only record card; long values (emails) wrap instead of overflowing. */
export function DetailLine({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ py: 0.5 }}>
      <Typography color="text.secondary" sx={{ minWidth: 120 }}>
        {translate(label)}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** A customer's phone (kept left-to-right in Arabic) and email, as links that call or write. */
export function ContactLines({ phone, email, fields }: { phone: string; email: string; fields: string }) {
  return (
    <>
      <DetailLine label={`${fields}.phone`}>
        <Link href={`tel:${phone}`} dir="ltr">
          {phone}
        </Link>
      </DetailLine>
      <DetailLine label={`${fields}.email`}>
        <Link href={`mailto:${email}`}>{email}</Link>
      </DetailLine>
    </>
  );
}

/** A read-only record screen with a way back to its list. */
export function RecordShow({ title, children }: { title: ReactElement; children: ReactElement }) {
  return (
    <Show
      title={title}
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      {children}
    </Show>
  );
}
