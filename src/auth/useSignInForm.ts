import { useState, type FormEvent } from 'react';
import { signIn } from '@/src/auth/authProvider';
import type { LoginResult } from '@/dataProvider/types';

/**
 * The spec's sign-in form, for the sign-in page and the dialog over a page whose session ended: a submission with
 * an empty email or password is ignored, one at a time; a failure is kept to be shown, with what was typed.
 */
export function useSignInForm(onSignedIn: (result: LoginResult) => unknown, initialEmail = '') {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const send = async () => {
    setBusy(true);
    setFailure(null);
    try {
      // The next screen loads while the button says "Signing in…"; the form stays until it is there.
      await onSignedIn(await signIn({ email: email.trim(), password }));
    } catch (error) {
      // The HTTP client has toasted the server's message; it stays on the form too.
      setFailure(error);
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password || busy) return;
    void send();
  };

  return { email, setEmail, password, setPassword, busy, failure, send, submit };
}
