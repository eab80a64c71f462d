import { vi } from 'vitest';

/**
 * The files the page saves, caught where the download link would be clicked: `files` holds each saved blob,
 * `saved` its name. Call it in a test; `vi.restoreAllMocks()` after each test lets go of the spies.
 */
export function catchDownloads(): { files: Blob[]; saved: string[] } {
  const files: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    files.push(blob as Blob);
    return 'blob:export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  // The link's click would navigate happy-dom's window away; the file is all these tests read.
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { files, saved };
}
