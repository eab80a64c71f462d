import { useState, type FormEvent } from 'react';
import { signIn } from '@/src/auth/authProvider';
import type { LoginResult } from '@/dataProvider/types';

export function useSignInForm(onSignedIn: (result: LoginResult) => unknown, initialEmail = '') {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const send = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onSignedIn(await signIn({ email: email.trim(), password }));
    } catch (error) {
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
