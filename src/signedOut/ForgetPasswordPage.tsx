import { useState, type FormEvent } from 'react';
import { Alert } from '@mui/material';
import { toast } from 'react-toastify';
import { useT } from '@/i18n/useT';
import { LoadError, isRetryable } from '@/src/loading/LoadError';
import { request } from '@/dataProvider/http';
import { looksLikeEmail } from '@/src/forms/validators';
import { FAKE_API } from '@/src/demo/fake';
import { PublicPage } from './PublicPage';
import { DemoMailbox } from '@/src/demo/DemoMailbox';
import { EmailField, PageLink, PublicForm, SubmitButton } from '@/src/auth/formParts';

export default function ForgetPasswordPage() {
  const translate = useT();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const send = async (address: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await request('POST', 'system-user/forget-password', { email: address });
      setSentTo(address);
    } catch (error) {
      setSentTo(null);
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!looksLikeEmail(address)) {
      toast.warning(translate('app.forget.invalidEmail'), { toastId: 'app.forget.invalidEmail' });
      return;
    }
    void send(address);
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
      {failure !== null && (
        <LoadError
          error={failure}
          title="app.forget.failed"
          onRetry={isRetryable(failure) ? () => send(email.trim()) : undefined}
        />
      )}
      <PublicForm onSubmit={submit}>
        <EmailField value={email} onChange={setEmail} />
        <SubmitButton busy={busy} label="app.forget.send" busyLabel="app.forget.sending" />
      </PublicForm>
      {FAKE_API && sentTo && <DemoMailbox email={sentTo} />}
      <PageLink to="/login" label="app.forget.back" />
    </PublicPage>
  );
}
