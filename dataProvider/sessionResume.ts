// Calls that met a 401 wait here while the person signs in again over the page (src/auth/SignInAgainDialog.tsx).
// The same person: each is sent again once; another person, or Cancel: none is, and what was typed goes with them.
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

export const signInAsked = (): boolean => asking;

export const endedSessions = (): number => ended;

/**
 * Calls from a session that then ends are left waiting for good: settling them would run their error handlers
 * (toasts, a bulk run's next record) for the next person.
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

/** The same person: their waiting calls are sent once more. Another: the first person's all is cleared, drafts too. */
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

/** A question still open from a session that ended elsewhere (another tab signed out) is dropped with its calls. */
export function dropHeldCalls(): void {
  if (!asking) return;
  stopAsking();
  ended += 1;
  tell();
}
