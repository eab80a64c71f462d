import { HttpError } from 'react-admin';
import { toast, type ToastContent, type ToastOptions } from 'react-toastify';
import i18n from '@/i18n/instance';
import { getToken, getUser, hasSession, storedLanguage } from './session';
import { waitForSignIn } from './sessionResume';
import type { ApiErrorBody } from './types';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Payload = Record<string, unknown>;

export interface RequestOptions {
  silent?: boolean;
  signal?: AbortSignal;
  /** Extra request headers, for what must never travel in a URL (a re-typed password). */
  headers?: Record<string, string>;
  /** For a write built on a read (freshWrite.ts): after a new sign-in it fails with SignedInAgain, to be rebuilt. */
  rebuildAfterSignIn?: boolean;
}

/** The sign-in call: its 401 is a wrong password, never a session that ended. */
const SIGN_IN_PATH = 'system-user/login';

/** A call that met a 401 and waited while the same person signed in again: build it again, then send it. */
export class SignedInAgain extends Error {
  constructor() {
    super('signed in again');
    this.name = 'SignedInAgain';
  }
}

/** The API origin: empty means this page's origin, where the built-in fake answers. */
const API_ORIGIN = (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '');
export const API_BASE = `${API_ORIGIN}/api/v1/`;

let ensureApi: () => Promise<unknown> = () => Promise.resolve();
/** Calls first wait for this: with the fake on, it loads and starts the fake's service worker once. */
export function setApiStarter(start: () => Promise<unknown>): void {
  let started: Promise<unknown> | undefined;
  ensureApi = () => (started ??= start());
}
/** Starts the API early, without a call: used when the browser is idle after the first screen. */
export const warmUpApi = (): Promise<unknown> => ensureApi();

export class ApiError extends HttpError {
  /** The record's version the server answered with (`ETag`), on a 412: the record the body carries. */
  etag?: string;
  constructor(message: string, status: number, body: ApiErrorBody | null, etag?: string) {
    super(message, status, body);
    this.etag = etag;
    // HttpError pins its own prototype; put ApiError's back so `instanceof ApiError` holds.
    Object.setPrototypeOf(this, ApiError.prototype);
    this.name = 'ApiError';
  }
}

// Kept beside the error, never on it: an error may be logged, a token never.
const tokensSent = new WeakMap<ApiError, string>();

/** Whether a 401 answered a session other than the one stored now (one that ended, a newer one signed in). */
export function refusedAnotherSession(error: unknown): boolean {
  const sent = error instanceof ApiError ? tokensSent.get(error) : undefined;
  const stored = getToken();
  return sent !== undefined && stored !== null && sent !== stored;
}

export function fillPath(path: string, payload: Payload = {}): { path: string; rest: Payload } {
  const rest: Payload = { ...payload };
  const filled = path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}

function appendQuery(url: URL, payload: Payload): void {
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => url.searchParams.append(key, String(item)));
    else if (typeof value === 'object') url.searchParams.set(key, JSON.stringify(value));
    else url.searchParams.set(key, String(value));
  }
}

export function buildRequest(
  method: Method,
  path: string,
  payload?: Payload | FormData,
): { url: string; init: RequestInit } {
  const language = storedLanguage();
  const isForm = payload instanceof FormData;
  const { path: filled, rest } = isForm ? { path, rest: {} } : fillPath(path, payload);
  const url = new URL(API_BASE + filled, window.location.origin);
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': language,
  };
  if (!isForm) headers['content-type'] = 'application/json';
  const token = getToken();
  if (token) headers.authorization = token;

  const init: RequestInit = { method, headers };
  if (method === 'GET') {
    appendQuery(url, rest);
  } else {
    url.searchParams.set('lang', language);
    init.body = isForm ? payload : JSON.stringify(rest);
  }
  return { url: url.toString(), init };
}

/** A body that is there but is not JSON: an HTML error page from a proxy, plain text, a stack. */
const NOT_JSON = Symbol('not JSON');

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text.trim()) return null;
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

export function errorMessage(body: unknown): string {
  if (body && typeof body === 'object') {
    const { message, msg } = body as ApiErrorBody;
    if (typeof message === 'string' && message) return message;
    if (typeof msg === 'string' && msg) return msg;
  }
  return i18n.t('app.errors.server');
}

export function showError(message: string): void {
  // Keyed by its text: the same message raised by the client and by react-admin is one toast.
  showToast(message, message, { type: 'error' });
}

export interface Tagged<T> {
  body: T;
  etag?: string;
}

export async function request<T = unknown>(
  method: Method,
  path: string,
  payload?: Payload | FormData,
  options: RequestOptions = {},
): Promise<T> {
  return (await requestTagged<T>(method, path, payload, options)).body;
}

export async function requestTagged<T = unknown>(
  method: Method,
  path: string,
  payload?: Payload | FormData,
  options: RequestOptions = {},
): Promise<Tagged<T>> {
  const { url, init } = buildRequest(method, path, payload);
  const sentToken = (init.headers as Record<string, string>).authorization;
  const sender = getUser()?.id;
  await ensureApi();
  let response: Response;
  try {
    // Offline, a write is not sent to be lost: it fails at once, as the connection would, and the form keeps it.
    if (method !== 'GET' && typeof navigator !== 'undefined' && navigator.onLine === false)
      throw new TypeError('offline');
    response = await fetch(url, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...options.headers },
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const message = i18n.t('app.errors.network');
    if (!options.silent) showError(message);
    throw new ApiError(message, 0, null);
  }
  if (response.status === 401 && path !== SIGN_IN_PATH && sentToken && hasSession()) {
    // Another token of the same person means they signed in again since this call left: it goes again at once.
    if (getToken() === sentToken || getUser()?.id !== sender) await waitForSignIn(options.signal);
    if (options.rebuildAfterSignIn) throw new SignedInAgain();
    return requestTagged<T>(method, path, payload, options);
  }
  const body = await readBody(response);
  const etag = response.headers.get('etag') ?? undefined;
  // A body that is not JSON (a proxy's page, a stack) is no message for staff, and a 200 with one is no answer.
  if (!response.ok || body === NOT_JSON) {
    const data = body === NOT_JSON ? null : ((body as ApiErrorBody | null) ?? null);
    const message = errorMessage(data);
    // A 412 answers a conditional write: its caller merges with the record it carries and says what it must.
    const conditional = response.status === 412 && Boolean(options.headers?.['if-match']);
    if (!options.silent && !conditional) showError(message);
    const error = new ApiError(message, response.ok ? 502 : response.status, data, etag);
    if (response.status === 401) tokensSent.set(error, sentToken ?? '');
    throw error;
  }
  return { body: body as T, etag };
}

/** The same message twice within this time is one event told twice (the HTTP client and react-admin). */
const FOLD_MS = 500;
const lastShown = new Map<string, { id: string; at: number }>();
let serial = 0;

/** A closing toast ignores a new one with its id: a new id each time, so that repeating an action always answers. */
export function showToast(content: ToastContent, key: string, options: ToastOptions = {}): void {
  const now = Date.now();
  const last = lastShown.get(key);
  if (last && now - last.at < FOLD_MS && toast.isActive(last.id)) return;
  if (last) toast.dismiss(last.id);
  serial += 1;
  const id = `${key}#${serial}`;
  lastShown.set(key, { id, at: now });
  toast(content, { ...options, toastId: id });
}
