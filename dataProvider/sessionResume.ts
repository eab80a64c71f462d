/**
 * A session that ends while someone works (a token expired, an admin's sign-out): the calls that met the 401 wait
 * here while the person signs in again over the page (src/auth/SignInAgainDialog.tsx). The same person signed in,
 * each is sent again once; another person, or Cancel, and none is: what the first person typed goes with them.
 */
import { clearSession, getUser, saveSession } from './session';
import type { LoginResult } from './types';

type Listener = () => void;

interface Held {
  resume: () => void;
}

let held: Held[] = [];
let asking = false;
/** Counts the sessions that ended in this tab: a screen built for an earlier one is not shown again. */
let ended = 0;
const listeners = new Set<Listener>();
const tell = () => listeners.forEach((listener) => listener());

export function subscribeSignIn(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a call waits for the person to sign in again. */
export const signInAsked = (): boolean => asking;

/** Changes each time a session ends here by Cancel or by another person's sign-in. */
export const endedSessions = (): number => ended;

/**
 * Waits until the same person has signed in again. Calls from a session that then ends are left waiting for
 * good: the screens that made them are gone with it, and settling them would run their error handlers (toasts,
 * a bulk run's next record) for the next person.
 */
export function waitForSignIn(signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const entry: Held = { resume: resolve };
    held.push(entry);
    signal?.addEventListener('abort', () => {
      held = held.filter((other) => other !== entry);
      reject(signal.reason);
    });
    if (!asking) {
      asking = true;
      tell();
    }
  });
}

/** The same person, by their account: the user of the session that ended. */
function isSamePerson(result: LoginResult): boolean {
  const before = getUser();
  return before !== null && (before.id === result.user.id || before.email === result.user.email);
}

function stopAsking(): Held[] {
  const waiting = held;
  held = [];
  asking = false;
  return waiting;
}

/**
 * A sign-in in the dialog succeeded. The same person: the session is theirs again and each waiting call is sent
 * once more. Another person: everything of the first person is cleared (their drafts too) and nothing waiting is
 * sent. Answers whether it was the same person.
 */
export function resumeAs(result: LoginResult): boolean {
  const same = isSamePerson(result);
  if (!same) clearSession();
  saveSession(result.token, result.user);
  const waiting = stopAsking();
  if (same) waiting.forEach((entry) => entry.resume());
  else ended += 1;
  tell();
  return same;
}

/** Cancel in the dialog: signed out as a logout does; nothing waiting is sent. */
export function giveUpSignIn(): void {
  clearSession();
  stopAsking();
  ended += 1;
  tell();
}

/**
 * A sign-in on the sign-in page, or a logout: a question still open from a session that ended elsewhere (another
 * tab signed out meanwhile) is dropped with its calls, so it does not come back over the next session's screens.
 */
export function dropHeldCalls(): void {
  if (!asking) return;
  stopAsking();
  ended += 1;
  tell();
}
