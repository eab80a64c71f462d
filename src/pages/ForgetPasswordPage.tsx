import { useState, type FormEvent } from 'react';
import { Alert, Button, Link, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useNotify, useTranslate } from 'react-admin';
import { request } from '@/dataProvider/http';
import { looksLikeEmail } from '@/src/validators';
import { FAKE_API } from '@/src/fake';
import { PublicPage } from './PublicPage';
import { DemoMailbox } from './DemoMailbox';

export default function ForgetPasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!looksLikeEmail(address)) {
      notify('app.forget.invalidEmail', { type: 'warning' });
      return;
    }
    setBusy(true);
    try {
      // A failure is shown as a toast by the client, with the server's message.
      await request('POST', 'system-user/forget-password', { email: address });
      setSentTo(address);
    } catch {
      setSentTo(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicPage title="app.forget.title">
      {sentTo ? (
        <Alert severity="success" role="status">
          {translate('app.forget.sent', { email: sentTo })}
        </Alert>
      ) : (
        <Alert severity="info">{translate('app.forget.intro')}</Alert>
      )}
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <TextField
          label={translate('app.auth.email')}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoFocus
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {translate(busy ? 'app.forget.sending' : 'app.forget.send')}
        </Button>
      </form>
      {FAKE_API && sentTo && <DemoMailbox email={sentTo} />}
      <Link component={RouterLink} to="/login" sx={{ alignSelf: 'center' }}>
        {translate('app.forget.back')}
      </Link>
    </PublicPage>
  );
}
