/** Node's request as the fetch Request msw's handlers answer: its address, its headers and its body. */
import type { IncomingMessage } from 'node:http';

/** msw throws decoding a %-escape that is no text (`%ff`, a lone `%`) in a path value, which would answer 500. */
export function decodablePath(address: string): string {
  const [path, ...query] = address.split('?');
  const decodable = path.replace(/%(?![0-9a-f]{2})/gi, '%25').replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      decodeURIComponent(run);
      return run;
    } catch {
      return run.replace(/%/g, '%25');
    }
  });
  return [decodable, ...query].join('?');
}

/** The absolute address msw matches against: the Host the client named, else the server's own. */
export function requestUrl(req: IncomingMessage, ownHost: string): string {
  return `http://${req.headers.host ?? ownHost}${decodablePath(req.url ?? '/')}`;
}

export function fetchRequest(req: IncomingMessage, url: string, body: Buffer<ArrayBuffer> | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(url, { method: req.method, headers, body: body && body.length > 0 ? body : undefined });
}
