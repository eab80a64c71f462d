/**
 * A request's body, read up to its call's limit. A body longer than its call allows (dataProvider/fake/bodyLimits.ts:
 * 1 MB of JSON, a 5 MB image, the 2 MB customers file) is answered 413 with a JSON message and never read into
 * memory.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The body, or null as soon as it is known to be longer than `maxBytes` (its Content-Length, or the bytes
 * counted so far): nothing beyond the limit is ever held, whatever is sent.
 */
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
 * Answers 413 for a body over its limit at once, but closes the connection only once the client has sent the
 * rest of its body (read and dropped, never kept), or after LINGER_MS, or LINGER_IDLE_MS without a byte. Most
 * clients read the answer only after writing their whole body: a socket closed under bytes still coming makes
 * the kernel reset the connection, and the reset throws away the answer the client has not read yet.
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
  // The whole answer now; its end, which closes the connection, once nothing more is coming.
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
