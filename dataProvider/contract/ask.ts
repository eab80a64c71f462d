export interface CheckRow {
  call: string;
  status: number | 'no answer';
  outcome: 'fits' | 'differs' | 'not asked';
  verdict: string;
}

export const row = (call: string, status: CheckRow['status'], verdict: string): CheckRow => ({
  call,
  status,
  outcome:
    verdict === 'fits' || verdict.startsWith('fits ')
      ? 'fits'
      : verdict.startsWith('not asked')
        ? 'not asked'
        : 'differs',
  verdict,
});

export const NOT_JSON = Symbol.for('not JSON');

export interface Answer {
  status: number;
  body: unknown;
  etag: string | null;
}

/** Makes one call as the app does (JSON, English, the token as given); null when the server does not answer. */
export type Ask = (
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Answer | null>;

export function asker(base: string): Ask {
  return async (method, path, token, body, extra = {}) => {
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': 'en', ...extra };
    if (token) headers.authorization = token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await fetch(base + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      const etag = response.headers.get('etag');
      try {
        return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown), etag };
      } catch {
        return { status: response.status, body: NOT_JSON, etag };
      }
    } catch {
      return null;
    }
  };
}
