import { useState } from 'react';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import { useDataProvider, useInput, useTranslate } from 'react-admin';
import { toast } from 'react-toastify';
import type { AppDataProvider } from '@/dataProvider';
import { FilePickButton } from '@/src/forms/FilePickButton';
import { IMAGE_ACCEPT } from '@/dataProvider/imageFiles';
import { ItemPhoto } from '../shared';
import { uploadPhoto } from './photos';

/** The item's photos: each file is uploaded when picked, and the form keeps its URL. */
export function PhotosInput() {
  const { field } = useInput({ source: 'photos', defaultValue: [] });
  const photos: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [busy, setBusy] = useState(false);

  const add = async (file: File) => {
    setBusy(true);
    try {
      field.onChange([...photos, await uploadPhoto(dataProvider, file)]);
    } catch {
      toast.error(translate('resources.menus.uploadError'), { toastId: 'menu-photo-upload' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="subtitle2" component="p" gutterBottom>
        {translate('resources.menus.fields.photos')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {photos.length === 0 && <ItemPhoto size={72} />}
        {photos.map((src, index) => (
          <Box key={src} sx={{ position: 'relative' }}>
            <ItemPhoto src={src} size={72} />
            <IconButton
              size="small"
              aria-label={translate('resources.menus.removePhoto', { n: index + 1 })}
              onClick={() => field.onChange(photos.filter((_, i) => i !== index))}
              sx={{ position: 'absolute', top: -8, insetInlineEnd: -8, bgcolor: 'background.paper' }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        <FilePickButton
          icon={<AddPhotoIcon />}
          busy={busy}
          accept={IMAGE_ACCEPT}
          inputLabel={translate('resources.menus.addPhoto')}
          onFile={add}
        >
          {translate(busy ? 'resources.menus.uploading' : 'resources.menus.addPhoto')}
        </FilePickButton>
      </Stack>
    </Box>
  );
}
