import type { FormEvent, ReactNode } from 'react';
import { Button, Link, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useT } from '@/i18n/useT';

export function PublicForm({ onSubmit, children }: { onSubmit: (event: FormEvent) => void; children: ReactNode }) {
  return (
    <form onSubmit={onSubmit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {children}
    </form>
  );
}

export function EmailField({
  value,
  onChange,
  autoFocus = true,
}: {
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  const translate = useT();
  return (
    <TextField
      label={translate('app.auth.email')}
      type="email"
      name="email"
      autoComplete="username"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoFocus={autoFocus}
      fullWidth
    />
  );
}

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  const translate = useT();
  return (
    <Button type="submit" variant="contained" size="large" disabled={busy}>
      {translate(busy ? busyLabel : label)}
    </Button>
  );
}

export function PageLink({ to, label }: { to: string; label: string }) {
  const translate = useT();
  return (
    <Link component={RouterLink} to={to} sx={{ alignSelf: 'center' }}>
      {translate(label)}
    </Link>
  );
}
