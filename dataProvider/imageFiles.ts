// The picture types every browser shows in an <img> and that carry no script (no SVG, no HTML), up to a size a
// phone photo fits in. No imports, so the forms and the fake API apply the same rule.
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** A media type as sent in a header ("image/PNG; x=y" reads "image/png"). */
export const bareType = (contentType: string): string => contentType.split(';', 1)[0].trim().toLowerCase();

export const isImageType = (type: string): type is ImageType => (IMAGE_TYPES as readonly string[]).includes(type);

const startsWith = (bytes: Uint8Array, expected: readonly number[], at = 0) =>
  expected.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** Whether the bytes begin as a file of that type does, so a page or a script cannot pass for a picture. */
export function looksLikeImage(type: ImageType, bytes: Uint8Array): boolean {
  switch (type) {
    case 'image/jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'image/png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]);
    case 'image/gif':
      return startsWith(bytes, ascii('GIF8'));
    case 'image/webp':
      return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8);
  }
}
