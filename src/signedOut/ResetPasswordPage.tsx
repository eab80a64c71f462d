import { useEffect, useState, type FormEvent } from 'react';
import { Alert, CircularProgress } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { useT } from '@/i18n/useT';
import { ApiError, request, showError } from '@/dataProvider/http';
import { LoadError, isRetryable, loadErrorText } from '@/src/loading/LoadError';
import { PublicPage } from './PublicPage';
import { PasswordField } from '@/src/auth/PasswordField';
import { PageLink, PublicForm, SubmitButton } from '@/src/auth/formParts';

const TOKEN_KEY = 'reset-token';

/** The token arrives in the link; it is kept for this tab and taken out of the address bar and history. */
function useResetToken(): string | null {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('token');
  const [token] = useState(() => fromUrl ?? sessionStorage.getItem(TOKEN_KEY));
  useEffect(() => {
    if (!fromUrl) return;
    sessionStorage.setItem(TOKEN_KEY, fromUrl);
    setParams({}, { replace: true });
  }, [fromUrl, setParams]);
  return token;
}

type LinkState = 'checking' | 'valid' | 'invalid' | 'unchecked';

/** 400 for a link unknown, used or too old (dataProvider/API.md); anything else is a failed check. */
const isDeadLink = (error: unknown) => error instanceof ApiError && (error.status === 400 || error.status === 410);

export default function ResetPasswordPage() {
  const translate = useT();
  const navigate = useNavigate();
  const token = useResetToken();
  const [linkState, setLinkState] = useState<LinkState>(token ? 'checking' : 'invalid');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [checks, setChecks] = useState(0);

  useEffect(() => {
    if (!token) return;
    let live = true;
    // A dead link is said in the page; a check that failed otherwise is toasted and offers a retry.
    request('GET', 'system-user/reset-password/{token}', { token }, { silent: true })
      .then(() => live && setLinkState('valid'))
      .catch((error: unknown) => {
        if (!live) return;
        if (isDeadLink(error)) return setLinkState('invalid');
        showError(loadErrorText(error, translate));
        setFailure(error);
        setLinkState('unchecked');
      });
    return () => {
      live = false;
    };
  }, [token, checks, translate]);

  const recheck = () => {
    setLinkState('checking');
    setChecks((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < 8) {
      setError('app.reset.tooShort');
      return;
    }
    if (password !== confirm) {
      setError('app.reset.mismatch');
      toast.warning(translate('app.reset.mismatch'), { toastId: 'app.reset.mismatch' });
      return;
    }
    setError(undefined);
    await save();
  };

  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await request('POST', 'system-user/reset-password', { token, password });
      sessionStorage.removeItem(TOKEN_KEY);
      toast.success(translate('app.reset.done'));
      navigate('/login', { replace: true });
    } catch (error) {
      // Toasted by the client; said here too, with both passwords kept.
      setFailure(error);
      setBusy(false);
    }
  };

  return (
    <PublicPage title="app.reset.title">
      {linkState === 'checking' && (
        <Alert severity="info" icon={<CircularProgress size={18} />}>
          {translate('app.reset.checking')}
        </Alert>
      )}
      {linkState === 'invalid' && <Alert severity="error">{translate('app.reset.invalidLink')}</Alert>}
      {linkState === 'unchecked' && <LoadError error={failure} title="app.reset.checkFailed" onRetry={recheck} />}
      {linkState === 'valid' && failure !== null && (
        <LoadError error={failure} title="app.reset.failed" onRetry={isRetryable(failure) ? save : undefined} />
      )}
      {linkState === 'valid' && (
        <PublicForm onSubmit={submit}>
          <PasswordField
            label={translate('app.reset.newPassword')}
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            error={error === 'app.reset.tooShort' ? translate(error) : undefined}
          />
          <PasswordField
            label={translate('app.reset.confirmPassword')}
            name="confirm"
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            error={error === 'app.reset.mismatch' ? translate(error) : undefined}
          />
          <SubmitButton busy={busy} label="app.reset.save" busyLabel="app.reset.saving" />
        </PublicForm>
      )}
      <PageLink to="/login" label="app.forget.back" />
    </PublicPage>
  );
}
