import { useEffect } from 'react';
import { Alert } from '@mui/material';
import type { LoginLocationState } from '@/src/auth/loginState';
import { useLocation, useNavigate } from 'react-router';
import { startSession } from '@/src/auth/authProvider';
import { useSignInForm } from '@/src/auth/useSignInForm';
import { prefetchAdminOnFirstInput } from '@/src/boot/adminModules';
import { useT } from '@/i18n/useT';
import { LoadError, isRetryable } from '@/src/loading/LoadError';
import { PublicPage } from './PublicPage';
import { PasswordField } from '@/src/auth/PasswordField';
import { EmailField, PageLink, PublicForm, SubmitButton } from '@/src/auth/formParts';
import { FAKE_API } from '@/src/demo/fake';
import { DemoScaleSwitch } from '@/src/demo/DemoScaleSwitch';

export default function LoginPage() {
  const translate = useT();
  const navigate = useNavigate();
  const state = useLocation().state as LoginLocationState | null;
  const denied = state?.denied === true;
  const { email, setEmail, password, setPassword, busy, failure, send, submit } = useSignInForm(async (result) => {
    startSession(result);
    await navigate(state?.nextPathname ? `${state.nextPathname}${state.nextSearch ?? ''}` : '/');
  });
  useEffect(prefetchAdminOnFirstInput, []);

  return (
    <PublicPage title="app.auth.title">
      {denied && <Alert severity="warning">{translate('app.auth.denied')}</Alert>}
      {failure !== null && (
        <LoadError error={failure} title="app.auth.failed" onRetry={isRetryable(failure) ? send : undefined} />
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
