import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '@mui/material';
import type { LoginLocationState } from '@/src/auth/loginState';
import { useLocation, useNavigate } from 'react-router';
import { authProvider } from '@/src/auth/authProvider';
import { prefetchAdminOnFirstInput } from '@/src/adminModules';
import { useT } from '@/i18n/useT';
import { LoadError, isRetryable } from '@/src/components/LoadError';
import { PublicPage } from './PublicPage';
import { PasswordField } from './PasswordField';
import { EmailField, PageLink, PublicForm, SubmitButton } from './formParts';
import { FAKE_API } from '@/src/fake';
import { DemoScaleSwitch } from './DemoScaleSwitch';

export default function LoginPage() {
  const translate = useT();
  const navigate = useNavigate();
  const state = useLocation().state as LoginLocationState | null;
  const denied = state?.denied === true;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(prefetchAdminOnFirstInput, []);

  const signIn = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await authProvider.login({ email: email.trim(), password });
      // The admin loads while the button says "Signing in…"; the form stays until it is there.
      await navigate(state?.nextPathname ? `${state.nextPathname}${state.nextSearch ?? ''}` : '/');
    } catch (error) {
      // The HTTP client has toasted the server's message; it stays here too, and what was typed stays.
      setFailure(error);
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A submission with an empty email or password is ignored.
    if (!email.trim() || !password || busy) return;
    void signIn();
  };

  return (
    <PublicPage title="app.auth.title">
      {denied && <Alert severity="warning">{translate('app.auth.denied')}</Alert>}
      {failure !== null && (
        <LoadError error={failure} title="app.auth.failed" onRetry={isRetryable(failure) ? signIn : undefined} />
      )}
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
      {FAKE_API && <DemoScaleSwitch />}
    </PublicPage>
  );
}
