import { useState, type FormEvent } from 'react';
import { Alert, Button, Link, TextField } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLogin, useTranslate } from 'react-admin';
import { PublicPage } from './PublicPage';
import { PasswordField } from './PasswordField';

/** Set on the redirect of a signed-in user who opened a page their role may not open. */
export interface LoginLocationState {
  denied?: boolean;
}

export default function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const location = useLocation();
  const denied = (location.state as LoginLocationState | null)?.denied === true;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Spec section 5: a submission with an empty email or password is ignored.
    if (!email.trim() || !password || busy) return;
    setBusy(true);
    try {
      await login({ email: email.trim(), password });
    } catch {
      // The HTTP client has shown the server's message; the typed email stays.
      setBusy(false);
    }
  };

  return (
    <PublicPage title="app.auth.title">
      {denied && <Alert severity="warning">{translate('app.auth.denied')}</Alert>}
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
        <PasswordField
          label={translate('app.auth.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {translate(busy ? 'app.auth.signingIn' : 'app.auth.signIn')}
        </Button>
      </form>
      <Link component={RouterLink} to="/forget-password" sx={{ alignSelf: 'center' }}>
        {translate('app.auth.forgot')}
      </Link>
    </PublicPage>
  );
}
