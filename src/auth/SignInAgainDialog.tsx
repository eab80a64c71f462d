import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { getUser } from '@/dataProvider/session';
import { giveUpSignIn, resumeAs, signInAsked, subscribeSignIn } from '@/dataProvider/sessionResume';
import { useT } from '@/i18n/useT';
import { LoadError, isRetryable } from '@/src/loading/LoadError';
import { EmailField, SubmitButton } from '@/src/auth/formParts';
import { PasswordField } from '@/src/auth/PasswordField';
import { useSignInForm } from '@/src/auth/useSignInForm';
import { followFocus, restoreFocus } from './lastFocus';

const TITLE_ID = 'sign-in-again-title';

/** What was typed stays and what was being sent goes once the same person is back (sessionResume.ts). */
export function SignInAgainDialog() {
  const asked = useSyncExternalStore(subscribeSignIn, signInAsked);
  useEffect(followFocus, []);
  // A new form each time it opens: no password typed in an earlier one is kept.
  return asked ? <SignInAgain /> : null;
}

function SignInAgain() {
  const translate = useT();
  const [leaving, setLeaving] = useState(false);
  const [knownEmail] = useState(() => getUser()?.email ?? '');
  const form = useSignInForm((result) => {
    if (resumeAs(result)) restoreFocus();
  }, knownEmail);

  return (
    // No onClose, so Escape and a click beside it do nothing: the way out is Cancel, which says what is dropped.
    <Dialog open aria-labelledby={TITLE_ID} maxWidth="xs" fullWidth disableRestoreFocus>
      <DialogTitle id={TITLE_ID}>
        {translate(leaving ? 'app.signInAgain.leaveTitle' : 'app.signInAgain.title')}
      </DialogTitle>
      {leaving ? (
        <>
          <DialogContent>
            <DialogContentText>{translate('app.signInAgain.leaveContent')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setLeaving(false)} autoFocus>
              {translate('app.signInAgain.back')}
            </Button>
            <Button onClick={giveUpSignIn} color="error" variant="contained">
              {translate('app.signInAgain.signOut')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={form.submit} noValidate>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>{translate('app.signInAgain.intro')}</DialogContentText>
              {form.failure !== null && (
                <LoadError
                  error={form.failure}
                  title="app.auth.failed"
                  onRetry={isRetryable(form.failure) ? form.send : undefined}
                />
              )}
              <EmailField value={form.email} onChange={form.setEmail} autoFocus={!knownEmail} />
              <PasswordField
                label={translate('app.auth.password')}
                name="password"
                autoComplete="current-password"
                value={form.password}
                onChange={form.setPassword}
                autoFocus={Boolean(knownEmail)}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setLeaving(true)} disabled={form.busy}>
              {translate('app.signInAgain.cancel')}
            </Button>
            <SubmitButton busy={form.busy} label="app.auth.signIn" busyLabel="app.auth.signingIn" />
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
