// The largest body the fake over HTTP reads, per call: an image, the 2 MB customers file with its framing, else 1 MB
// of JSON. deploy/nginx.conf allows the same sizes (a unit test keeps them equal).
import { HttpResponse } from 'msw';
import { IMAGE_MAX_BYTES } from '../imageFiles';
import { CUSTOMERS_FILE_MAX_BYTES } from './customersFile';
import { messageFor } from './http';
import type { MessageKey } from './messages';

export const JSON_BODY_MAX_BYTES = 1024 * 1024;
/** The multipart framing around the file: boundaries, part headers, a long file name. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface BodyLimit {
  maxBytes: number;
  message: MessageKey;
}

export function bodyLimitFor(method: string, path: string): BodyLimit {
  const apiPath = path.split('?', 1)[0].replace(/^.*?\/api\/v1\//, '');
  if (method === 'PUT' && /^media\/[^/]+$/.test(apiPath))
    return { maxBytes: IMAGE_MAX_BYTES, message: 'imageTooLarge' };
  if (method === 'POST' && apiPath === 'vouchers/upload')
    return { maxBytes: CUSTOMERS_FILE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, message: 'voucherFileTooLarge' };
  return { maxBytes: JSON_BODY_MAX_BYTES, message: 'bodyTooLarge' };
}

export function bodyTooLargeResponse(request: Request, limit: BodyLimit): Response {
  return HttpResponse.json({ message: messageFor(request, limit.message) }, { status: 413 });
}
