import { useState, type FormEvent } from 'react';
import { Alert } from '@mui/material';
import { useLocation } from 'react-router';
import { useLogin, useTranslate } from 'react-admin';
import { PublicPage } from './PublicPage';
import { PasswordField } from './PasswordField';
import { EmailField, PageLink, PublicForm, SubmitButton } from './formParts';

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
      <PublicForm onSubmit={submit}>
        <EmailField value={email} onChange={setEmail} />
        <PasswordField
          label={translate('app.auth.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <SubmitButton busy={busy} label="app.auth.signIn" busyLabel="app.auth.signingIn" />
      </PublicForm>
      <PageLink to="/forget-password" label="app.auth.forgot" />
    </PublicPage>
  );
}
