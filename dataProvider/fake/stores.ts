// The small non-record state of the fake: sessions, the outbox of "sent" mails and password-reset
// tokens. Each is one storage key, read on every access rather than cached, so that two tabs agree:
// a reset link opened in a new tab must find the token the first tab issued.
import type { KeyValueStorage } from './memoryStorage';
import { randomToken, sha256Hex } from './secrets';

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

/**
 * Each session is stored under the SHA-256 of its token, so the `--data` file hands no one a session. A token is 256
 * random bits: a plain hash of it cannot be reversed by guessing, so it needs no salt.
 */
interface HashedSessions {
  sha256: Record<string, Session>;
}
type SessionsByToken = Record<string, Session>;

const isHashed = (stored: HashedSessions | SessionsByToken): stored is HashedSessions =>
  typeof stored.sha256 === 'object' && stored.sha256 !== null && !('userId' in stored.sha256);

export class Sessions {
  private readonly value: PersistedValue<HashedSessions | SessionsByToken>;

  constructor(
    storage: KeyValueStorage | undefined,
    private readonly now: () => number,
  ) {
    this.value = new PersistedValue<HashedSessions | SessionsByToken>(storage, 'fake-api:sessions', () => ({
      sha256: {},
    }));
  }

  create(userId: string): string {
    const token = randomToken();
    const alive = Object.entries(this.byHash()).filter(([, s]) => this.isAlive(s));
    this.store({ ...Object.fromEntries(alive), [sha256Hex(token)]: { userId, createdAt: this.now() } });
    return token;
  }

  userIdOf(token: string): string | undefined {
    const session = this.byHash()[sha256Hex(token)];
    return session && this.isAlive(session) ? session.userId : undefined;
  }

  /** Deactivating, archiving or resetting a password must sign that user out everywhere. */
  endAllFor(userId: string): void {
    const kept = Object.entries(this.byHash()).filter(([, s]) => s.userId !== userId);
    this.store(Object.fromEntries(kept));
  }

  /** Ends one session, as an expired token: the faults switch's '401' mode. */
  end(token: string): void {
    const hash = sha256Hex(token);
    const kept = Object.entries(this.byHash()).filter(([h]) => h !== hash);
    this.store(Object.fromEntries(kept));
  }

  /** Sessions stored by an earlier version under their tokens stay signed in, stored again under their hashes. */
  private byHash(): Record<string, Session> {
    const stored = this.value.get();
    if (isHashed(stored)) return stored.sha256;
    const byHash = Object.fromEntries(Object.entries(stored).map(([token, s]) => [sha256Hex(token), s]));
    this.store(byHash);
    return byHash;
  }

  private store(byHash: Record<string, Session>): void {
    this.value.set({ sha256: byHash });
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

/** Kept as they are: the outbox, the fake's stand-in for the mail it sent, holds each link whole anyway. */
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
