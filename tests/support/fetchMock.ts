import { vi } from 'vitest';

export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** `raw` is a body sent as it is (an HTML page, plain text), with its own content type. */
type Reply =
  { status?: number; body?: unknown; raw?: string; contentType?: string; headers?: Record<string, string> } | Error;

/**
 * Replaces fetch with a recorder: each call is kept as the server would see it, and answered with
 * the next queued reply (an Error stands for a network failure with no response).
 */
export function mockFetch(...replies: Reply[]) {
  const seen: SeenRequest[] = [];
  const queue = [...replies];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const raw = init?.body;
    seen.push({
      method: init?.method ?? 'GET',
      url,
      headers: new Headers(init?.headers),
      body: typeof raw === 'string' ? JSON.parse(raw) : (raw ?? undefined),
    });
    const reply = queue.length > 1 ? queue.shift() : queue[0];
    if (!reply) throw new Error('No reply queued');
    if (reply instanceof Error) throw reply;
    const status = reply.status ?? 200;
    const text = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'content-type': reply.contentType ?? 'application/json', ...reply.headers },
    });
  });
  return { seen, spy };
}
