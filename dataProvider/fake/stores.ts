/**
 * The small non-record state of the fake: sessions, the outbox of "sent" mails and password-reset
 * tokens. Each is one storage key, read on every access rather than cached, so that two tabs agree:
 * a reset link opened in a new tab must find the token the first tab issued.
 */
import type { KeyValueStorage } from './memoryStorage';
import { randomToken } from './secrets';

const HOUR = 60 * 60 * 1000;
const SESSION_LIFETIME = 7 * 24 * HOUR;
const RESET_TOKEN_LIFETIME = HOUR;
const OUTBOX_LIMIT = 50;

class PersistedValue<T> {
  private memory: T;

  constructor(
    private readonly storage: KeyValueStorage | undefined,
    private readonly key: string,
    private readonly initial: () => T,
  ) {
    this.memory = initial();
  }

  get(): T {
    if (!this.storage) return this.memory;
    const raw = this.storage.getItem(this.key);
    if (raw === null) return this.initial();
    try {
      return JSON.parse(raw) as T;
    } catch {
      // A hand-edited or truncated key must not lock testers out; start that state afresh.
      return this.initial();
    }
  }

  set(value: T): void {
    this.memory = value;
    this.storage?.setItem(this.key, JSON.stringify(value));
  }

  remove(): void {
    this.memory = this.initial();
    this.storage?.removeItem(this.key);
  }
}

interface Session {
  userId: string;
  createdAt: number;
}

export class Sessions {
  private readonly value: PersistedValue<Record<string, Session>>;

  constructor(
    storage: KeyValueStorage | undefined,
    private readonly now: () => number,
  ) {
    this.value = new PersistedValue(storage, 'fake-api:sessions', () => ({}));
  }

  create(userId: string): string {
    const token = randomToken();
    const alive = Object.entries(this.value.get()).filter(([, s]) => this.isAlive(s));
    this.value.set({ ...Object.fromEntries(alive), [token]: { userId, createdAt: this.now() } });
    return token;
  }

  userIdOf(token: string): string | undefined {
    const session = this.value.get()[token];
    return session && this.isAlive(session) ? session.userId : undefined;
  }

  /** Deactivating, archiving or resetting a password must sign that user out everywhere. */
  endAllFor(userId: string): void {
    const kept = Object.entries(this.value.get()).filter(([, s]) => s.userId !== userId);
    this.value.set(Object.fromEntries(kept));
  }

  /** Ends one session, as an expired token: the faults switch's '401' mode. */
  end(token: string): void {
    const kept = Object.entries(this.value.get()).filter(([t]) => t !== token);
    this.value.set(Object.fromEntries(kept));
  }

  private isAlive(session: Session): boolean {
    return this.now() - session.createdAt < SESSION_LIFETIME;
  }
}

export interface Mail {
  to: string;
  subject: string;
  link: string;
  sentAt: string;
}

export class Outbox {
  private readonly value: PersistedValue<Mail[]>;

  constructor(storage: KeyValueStorage | undefined) {
    this.value = new PersistedValue(storage, 'fake-api:outbox', () => []);
  }

  /** Newest first; old mails fall off so the key stays small. */
  all(): Mail[] {
    return this.value.get();
  }

  /** The mails to one address (any case), newest first: what that person's mailbox would hold. */
  sentTo(email: string): Mail[] {
    const wanted = email.trim().toLowerCase();
    return this.all().filter((mail) => mail.to.toLowerCase() === wanted);
  }

  send(mail: Mail): void {
    this.value.set([mail, ...this.value.get()].slice(0, OUTBOX_LIMIT));
  }

  clear(): void {
    this.value.remove();
  }
}

interface ResetToken {
  userId: string;
  createdAt: number;
  used: boolean;
}

export class ResetTokens {
  private readonly value: PersistedValue<Record<string, ResetToken>>;

  constructor(
    storage: KeyValueStorage | undefined,
    private readonly now: () => number,
  ) {
    this.value = new PersistedValue(storage, 'fake-api:reset-tokens', () => ({}));
  }

  issue(userId: string): string {
    const token = randomToken();
    const fresh = Object.entries(this.value.get()).filter(([, t]) => this.isValid(t));
    this.value.set({ ...Object.fromEntries(fresh), [token]: { userId, createdAt: this.now(), used: false } });
    return token;
  }

  /** The user id of an unused token younger than one hour. */
  userIdOf(token: string): string | undefined {
    const entry = this.value.get()[token];
    return entry && this.isValid(entry) ? entry.userId : undefined;
  }

  /** Once a password is set, every link sent to that user is spent, not just the one used. */
  useAllFor(userId: string): void {
    const all = this.value.get();
    const spent = Object.entries(all).map(([k, t]) => [k, t.userId === userId ? { ...t, used: true } : t]);
    this.value.set(Object.fromEntries(spent));
  }

  clear(): void {
    this.value.remove();
  }

  private isValid(entry: ResetToken): boolean {
    return !entry.used && this.now() - entry.createdAt < RESET_TOKEN_LIFETIME;
  }
}
