import { useState, type FormEvent } from 'react';
import { Alert } from '@mui/material';
import { toast } from 'react-toastify';
import { useT } from './useT';
import { request } from '@/dataProvider/http';
import { looksLikeEmail } from '@/src/validators';
import { FAKE_API } from '@/src/fake';
import { PublicPage } from './PublicPage';
import { DemoMailbox } from './DemoMailbox';
import { EmailField, PageLink, PublicForm, SubmitButton } from './formParts';

export default function ForgetPasswordPage() {
  const translate = useT();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!looksLikeEmail(address)) {
      toast.warning(translate('app.forget.invalidEmail'), { toastId: 'app.forget.invalidEmail' });
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
      <PublicForm onSubmit={submit}>
        <EmailField value={email} onChange={setEmail} />
        <SubmitButton busy={busy} label="app.forget.send" busyLabel="app.forget.sending" />
      </PublicForm>
      {FAKE_API && sentTo && <DemoMailbox email={sentTo} />}
      <PageLink to="/login" label="app.forget.back" />
    </PublicPage>
  );
}
