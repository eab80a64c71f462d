import type { AppDataProvider } from '@/dataProvider';
import { uploadImage } from '@/src/upload';

export const uploadPhoto = (dataProvider: AppDataProvider, file: File): Promise<string> =>
  uploadImage(dataProvider, file, 'menus');
