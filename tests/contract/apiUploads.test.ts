// @vitest-environment node
// What `npm run api` takes and gives back over HTTP for uploads: the image storage behind `GET image`,
// the customers file, and how big a body any call may send.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '@/dataProvider/fake/server/apiServer';
import type { UploadTarget } from '@/dataProvider/types';

let api: ApiServer;
let admin: string;

beforeAll(async () => {
  api = await startApiServer({ port: 0, quiet: true });
  const response = await fetch(`${api.origin}/api/v1/system-user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
  });
  admin = ((await response.json()) as { token: string }).token;
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const MB = 1024 * 1024;

async function target(fileType = 'image/png', token = admin): Promise<Response> {
  return fetch(`${api.origin}/api/v1/image?fileType=${encodeURIComponent(fileType)}`, {
    headers: { authorization: token },
  });
}

async function grant(fileType = 'image/png'): Promise<UploadTarget> {
  const response = await target(fileType);
  expect(response.status).toBe(200);
  return (await response.json()) as UploadTarget;
}

const put = (url: string, body: Buffer | string, type = 'image/png', lang = 'en') =>
  fetch(url, {
    method: 'PUT',
    body: typeof body === 'string' ? body : new Uint8Array(body),
    headers: { 'content-type': type, 'accept-language': lang },
  });

const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

interface RawAnswer {
  status: number;
  text: string;
  /** Body bytes the client had handed to the socket when the answer came. */
  sent: number;
}

/**
 * A request written by hand: `declared` is the Content-Length sent (none: chunked), `send` how many bytes
 * are then offered, in 256 KB pieces; writing stops as soon as the server answers.
 */
function rawRequest(
  path: string,
  { declared, send, type = 'application/json' }: { declared?: number; send: number; type?: string },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest(`${api.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': type, ...(declared !== undefined ? { 'content-length': String(declared) } : {}) },
    });
    req.on('response', (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, sent }));
    });
    // The server may close while the rest is still being written: that is the point, not a failure.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const piece = Buffer.alloc(256 * 1024, 0x20);
    const pump = () => {
      while (!answered && sent < send) {
        sent += piece.length;
        if (!req.write(piece)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered && declared === undefined) req.end();
    };
    pump();
  });
}

describe('the image storage GET image points at', () => {
  it('stores nothing PUT to an id GET image never gave, even at the very address it gives', async () => {
    const { uploadUrl } = await grant();
    const forged = new URL(uploadUrl);
    forged.pathname = forged.pathname.replace(/[^/]+$/, '0b5e7f21-0000-4000-8000-000000000000');
    forged.search = '';
    const response = await put(forged.toString(), PNG);
    expect(response.status).toBe(403);
    expect(await messageOf(response)).toMatch(/unknown, expired or already used/);
    expect((await fetch(forged.toString().replace(/\?.*$/, ''))).status).toBe(404);
    // The right id without its signature is refused too: the address, not the id, is the permission.
    expect((await put(uploadUrl.replace(/\?.*$/, ''), PNG)).status).toBe(403);
  });

  it('gives upload addresses only to a signed-in admin, and only for JPEG, PNG, WebP or GIF', async () => {
    expect((await target('image/png', '')).status).toBe(401);
    for (const type of ['image/svg+xml', 'text/html', 'image/heic', '']) {
      const response = await target(type);
      expect(response.status, type).toBe(400);
      expect(await messageOf(response)).toBe('Only JPEG, PNG, WebP and GIF images can be uploaded');
    }
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
      expect((await target(type)).status, type).toBe(200);
  });

  it('refuses a page with 415, whether it says it is HTML or says it is a picture, in the caller\u2019s language', async () => {
    const page = '<html><script>alert(localStorage.token)</script></html>';
    const asHtml = await put((await grant()).uploadUrl, page, 'text/html');
    expect(asHtml.status).toBe(415);
    expect(await messageOf(asHtml)).toBe('Only JPEG, PNG, WebP and GIF images can be uploaded');
    const disguised = await put((await grant()).uploadUrl, page, 'image/png', 'ar');
    expect(disguised.status).toBe(415);
    expect(await messageOf(disguised)).toBe('محتوى الملف ليس صورة من النوع المذكور');
    // A GIF sent to an address given for a PNG is not what was granted.
    const other = await put((await grant('image/png')).uploadUrl, Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/gif');
    expect(other.status).toBe(415);
  });

  it('takes one upload per address: a second PUT to it is refused and the first picture stays', async () => {
    const { uploadUrl, url } = await grant();
    expect((await put(uploadUrl, PNG)).status).toBe(200);
    const again = await put(uploadUrl, Buffer.concat([PNG, Buffer.from('other')]));
    expect(again.status).toBe(403);
    expect(Buffer.from(await (await fetch(url)).arrayBuffer())).toEqual(PNG);
  });

  it('serves an upload as a file that cannot run: its type, nosniff, a file name and a sandboxing policy; an <img> still shows it', async () => {
    const { id, uploadUrl, url } = await grant();
    await put(uploadUrl, PNG);
    const photo = await fetch(url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(photo.headers.get('content-disposition')).toBe(`inline; filename="${id}.png"`);
    expect(photo.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const drawing = await fetch(`${api.origin}/api/v1/media/drawing/it_0001.svg`);
    expect(drawing.headers.get('content-type')).toBe('image/svg+xml');
    expect(drawing.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(drawing.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses an image over 5 MB with 413 and says the limit', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * MB)]);
    const response = await put((await grant()).uploadUrl, big);
    expect(response.status).toBe(413);
    expect(await messageOf(response)).toBe('An image must be 5 MB or smaller');
  });
});

describe('the customers file (POST vouchers/upload)', () => {
  const send = (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return fetch(`${api.origin}/api/v1/vouchers/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: admin },
    });
  };

  it('reads a valid 1.65 MB CSV: the limit leaves room for every file the API documents', async () => {
    const rows = Array.from({ length: 158_000 }, (_, i) => `05${String(10_000_000 + i).slice(-8)}`).join('\n');
    const file = new File([rows], 'customers.csv', { type: 'text/csv' });
    expect(file.size).toBeGreaterThan(1.65 * MB);
    const response = await send(file);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { accepted: number }).accepted).toBe(158_000);
  });

  it('refuses a file over 2 MB with 413, and a page named .csv as not CSV', async () => {
    const tooBig = await send(new File([Buffer.alloc(2 * MB + 10, 0x31)], 'customers.csv', { type: 'text/csv' }));
    expect(tooBig.status).toBe(413);
    expect(await messageOf(tooBig)).toBe('The customers file must be under 2 MB');
    const page = await send(
      new File(['<html><script>alert(1)</script></html>'], 'customers.csv', { type: 'text/html' }),
    );
    expect(page.status).toBe(400);
    expect(await messageOf(page)).toBe('The customers file must be CSV or Excel (.xlsx)');
  });
});

describe('how big a body any call may send', () => {
  it('answers a 2 MB JSON body 413 with a JSON message in the caller\u2019s language', async () => {
    const response = await fetch(`${api.origin}/api/v1/system-user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'x'.repeat(2 * MB) }),
    });
    expect(response.status).toBe(413);
    expect(await messageOf(response)).toBe('الطلب أكبر من المسموح: يصل محتوى JSON إلى 1 ميغابايت كحد أقصى');
  });

  it('answers a body announced as 200 MB at once, before it is sent', async () => {
    const started = performance.now();
    const answer = await rawRequest('/api/v1/settings', { declared: 200 * MB, send: 1 * MB });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ message: 'The request is too large: a JSON body may be up to 1 MB' });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('stops a 20 MB body sent with no length once it passes the limit, and answers 413', async () => {
    const answer = await rawRequest('/api/v1/settings', { send: 20 * MB });
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(20 * MB);
  });

  it('still answers normally after refusing big bodies', async () => {
    const response = await fetch(`${api.origin}/api/v1/settings`, { headers: { authorization: admin } });
    expect(response.status).toBe(200);
  });
});
