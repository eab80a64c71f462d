// SIGN_IN_MAX_FAILURES wrong passwords for an email within the window refuse every sign-in with it (429), the right
// one too, until the window from the first is over: guessing costs a quarter of an hour per ten tries. Any email
// counts, an account's or not, so a 429 tells no one which accounts exist. In memory; a restart forgets the counts.
export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Emails followed at once: past this, the windows that are over go, then the one whose last failure is oldest. */
const MAX_EMAILS = 10_000;

interface FailureWindow {
  startedAt: number;
  failures: number;
}

/** No email is longer than 254 characters: a megabyte sent as one is cut, never kept whole. */
const KEY_LENGTH = 256;
const keyOf = (email: string) => email.trim().toLowerCase().slice(0, KEY_LENGTH);

export class SignInLimit {
  private readonly windows = new Map<string, FailureWindow>();

  constructor(private readonly now: () => number) {}

  secondsToWait(email: string): number {
    const window = this.windowOf(keyOf(email));
    if (!window || window.failures < SIGN_IN_MAX_FAILURES) return 0;
    return Math.ceil((window.startedAt + SIGN_IN_WINDOW_MS - this.now()) / 1000);
  }

  failed(email: string): void {
    const key = keyOf(email);
    const window = this.windowOf(key) ?? { startedAt: this.now(), failures: 0 };
    this.windows.delete(key);
    this.windows.set(key, { ...window, failures: window.failures + 1 });
    if (this.windows.size > MAX_EMAILS) this.makeRoom();
  }

  clear(): void {
    this.windows.clear();
  }

  private windowOf(key: string): FailureWindow | undefined {
    const window = this.windows.get(key);
    if (window && this.isOver(window)) this.windows.delete(key);
    return window && !this.isOver(window) ? window : undefined;
  }

  private isOver(window: FailureWindow): boolean {
    return this.now() - window.startedAt >= SIGN_IN_WINDOW_MS;
  }

  private makeRoom(): void {
    for (const [key, window] of this.windows) if (this.isOver(window)) this.windows.delete(key);
    const oldest = this.windows.keys().next();
    if (this.windows.size > MAX_EMAILS && !oldest.done) this.windows.delete(oldest.value);
  }
}
