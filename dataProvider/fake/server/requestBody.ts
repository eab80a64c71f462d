/** A body longer than its call allows (bodyLimits.ts) is answered 413 and never read into memory. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Null as soon as it is known to be over `maxBytes` (its Content-Length, or the bytes so far). */
export function readRequestBody(req: IncomingMessage, maxBytes: number): Promise<Buffer<ArrayBuffer> | null> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
      resolve(null);
      return;
    }
    let chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      chunks = [];
      req.off('data', onData);
      resolve(null);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** How long a refused body is still read and dropped, as nginx's lingering_time and lingering_timeout. */
const LINGER_MS = 30_000;
const LINGER_IDLE_MS = 5_000;

/**
 * Answers 413 at once but closes only once the client has sent the rest (dropped), or after the linger times. Most
 * clients read the answer only after writing their whole body, and a socket closed under incoming bytes makes the
 * kernel reset the connection, discarding the answer the client has not read yet.
 */
export async function refuseTooLarge(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  headers: Record<string, string>,
): Promise<void> {
  const text = await response.text();
  res.writeHead(413, {
    ...headers,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    connection: 'close',
  });
  res.write(text);
  const socket = req.socket;
  const cutOff = () => socket.destroy();
  const lingering = setTimeout(cutOff, LINGER_MS).unref();
  socket.setTimeout(LINGER_IDLE_MS, cutOff);
  socket.once('close', () => clearTimeout(lingering));
  const finish = () => {
    clearTimeout(lingering);
    socket.setTimeout(0);
    res.end();
  };
  if (req.readableEnded) finish();
  else req.once('end', finish);
  req.resume();
}
