// The app's image upload (src/forms/upload.ts): what it sends, and what it does not even try to send.
import { describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '@/dataProvider';
import { uploadImage } from '@/src/forms/upload';
import { IMAGE_MAX_BYTES } from '@/dataProvider/imageFiles';

function providerAnswering(uploadUrl: string) {
  const action = vi.fn(async () => ({ data: { id: 'x', uploadUrl, url: '/api/v1/media/x' } }));
  return { provider: { action } as unknown as AppDataProvider, action };
}

describe('uploadImage', () => {
  it('asks for no upload address and sends nothing for an SVG, a page or an image over 5 MB', async () => {
    const { provider, action } = providerAnswering('https://storage.example/x');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    for (const file of [
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }),
      new File(['<html></html>'], 'page.html', { type: 'text/html' }),
      new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' }),
    ]) {
      await expect(uploadImage(provider, file, 'menus'), file.name).rejects.toThrow();
    }
    expect(action).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('sends a PNG to the address it is given, with its type', async () => {
    const { provider } = providerAnswering('https://storage.example/x?signature=s');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 200 }));
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'dish.png', { type: 'image/png' });
    expect(await uploadImage(provider, file, 'menus')).toBe('/api/v1/media/x');
    expect(fetchSpy).toHaveBeenCalledWith('https://storage.example/x?signature=s', {
      method: 'PUT',
      body: file,
      headers: { 'content-type': 'image/png' },
    });
    fetchSpy.mockRestore();
  });
});
