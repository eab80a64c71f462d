import type { AppDataProvider } from '@/dataProvider';
import { uploadImage } from '@/src/forms/upload';

/** A menu photo: GET image, then PUT the file (the shared upload, src/forms/upload.ts). */
export const uploadPhoto = (dataProvider: AppDataProvider, file: File): Promise<string> =>
  uploadImage(dataProvider, file, 'menus');
