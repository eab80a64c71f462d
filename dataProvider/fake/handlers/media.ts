// The fake's storage bucket at `media/`, behaving as a real one (VITE_UPLOAD_URL): the PUT needs no token but the
// address's signature, once, in time; only dataProvider/imageFiles.ts's types and sizes; nothing served runs as a page.
import { http, HttpResponse, type RequestHandler } from 'msw';
import { fail, type FakeContext } from '../http';
import { uploadStoreOf } from '../uploads';
import { IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, bareType, isImageType, looksLikeImage } from '../../imageFiles';

export const MEDIA_PATH = 'media/';

/** A file, never a document: no sniffing into HTML, no script or plugin even when opened directly. */
function fileHeaders(type: string, fileName: string): Record<string, string> {
  return {
    'content-type': type,
    'x-content-type-options': 'nosniff',
    'content-disposition': `inline; filename="${fileName}"`,
    'content-security-policy': "default-src 'none'; sandbox",
  };
}

export function mediaHandlers(ctx: FakeContext): RequestHandler[] {
  const uploads = uploadStoreOf(ctx.db);
  const base = `${ctx.baseUrl}${MEDIA_PATH}`;

  return [
    http.put<{ id: string }>(`${base}:id`, async ({ request, params }) => {
      const signature = new URL(request.url).searchParams.get('signature') ?? '';
      const grant = uploads.check(params.id, signature);
      if (!grant.ok) fail(request, 403, 'uploadAddressInvalid');
      const type = bareType(request.headers.get('content-type') ?? '');
      if (!isImageType(type)) fail(request, 415, 'imageTypeInvalid');
      if (type !== grant.type) fail(request, 415, 'imageTypeNotGranted');
      const declared = Number(request.headers.get('content-length') ?? '0');
      if (declared > IMAGE_MAX_BYTES) fail(request, 413, 'imageTooLarge');
      const bytes = await request.arrayBuffer();
      if (bytes.byteLength > IMAGE_MAX_BYTES) fail(request, 413, 'imageTooLarge');
      if (!looksLikeImage(type, new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 16))))
        fail(request, 415, 'imageContentInvalid');
      uploads.save(params.id, type, bytes);
      return new HttpResponse(null, { status: 200 });
    }),

    http.get<{ id: string }>(`${base}:id`, ({ request, params }) => {
      const upload = uploads.read(params.id) ?? fail(request, 404, 'menuUploadNotFound');
      // Stored before uploads were checked: served as bytes to download, never as what it claimed.
      if (!isImageType(upload.type))
        return new HttpResponse(upload.bytes, {
          headers: { ...fileHeaders('application/octet-stream', params.id), 'content-disposition': 'attachment' },
        });
      return new HttpResponse(upload.bytes, {
        headers: fileHeaders(upload.type, `${params.id}.${IMAGE_EXTENSIONS[upload.type]}`),
      });
    }),

    http.get<{ name: string }>(`${base}drawing/:name`, ({ params }) => {
      const hue = [...params.name].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) >>> 0, 7) % 360;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="hsl(${hue},55%,60%)"/><circle cx="48" cy="48" r="26" fill="hsl(${hue},45%,85%)"/></svg>`;
      const name = params.name.replace(/[^\w.-]/g, '_').replace(/(\.svg)?$/, '.svg');
      return new HttpResponse(svg, { headers: fileHeaders('image/svg+xml', name) });
    }),
  ];
}
