import type { AppDataProvider } from '@/dataProvider';
import type { UploadTarget } from '@/dataProvider/types';
import type { ResourceWithAction } from '@/dataProvider/endpoints';
import { IMAGE_MAX_BYTES, isImageType } from '@/dataProvider/imageFiles';

// Spec: GET image gives an upload URL, and the file is PUT there as it is: to storage, not the API, so a plain fetch.
// Silent: the caller says the spec's 'Error Upload Photo' for any failure.
export async function uploadImage(
  dataProvider: AppDataProvider,
  file: File,
  resource: ResourceWithAction<'uploadTarget'>,
): Promise<string> {
  // The storage would refuse it: no megabytes sent for a file that cannot be taken.
  if (!isImageType(file.type) || file.size > IMAGE_MAX_BYTES) throw new Error('Not an image the upload takes');
  const { data } = await dataProvider.action<UploadTarget & { id: string }>(resource, {
    action: 'uploadTarget',
    data: { fileType: file.type },
    silent: true,
  });
  if (!data?.uploadUrl) throw new Error('No upload URL');
  const response = await fetch(data.uploadUrl, { method: 'PUT', body: file, headers: { 'content-type': file.type } });
  if (!response.ok) throw new Error(`Upload answered ${response.status}`);
  return data.url;
}
