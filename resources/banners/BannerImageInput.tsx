import { useState } from 'react';
import { Box, FormHelperText, Stack, Typography } from '@mui/material';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import { InputHelperText, useDataProvider, useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { AppDataProvider } from '@/dataProvider';
import { FilePickButton } from '@/src/forms/FilePickButton';
import { IMAGE_ACCEPT } from '@/dataProvider/imageFiles';
import { uploadImage } from '@/src/forms/upload';
import { BannerImage } from './BannerImage';
import { validateImage } from './validators';

/** The banner's image: uploaded when picked (GET image, then PUT), the form keeps its URL. */
export function BannerImageInput() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { field, fieldState } = useInput({ source: 'image', validate: validateImage });
  const name = useWatch({ name: 'name' }) as string | undefined;
  const [busy, setBusy] = useState(false);
  const image = typeof field.value === 'string' ? field.value : '';

  const add = async (file: File) => {
    setBusy(true);
    try {
      field.onChange(await uploadImage(dataProvider, file, 'banners'));
    } catch {
      toast.error(translate('resources.banners.uploadError'), { toastId: 'banner-image-upload' });
    } finally {
      setBusy(false);
    }
  };

  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="subtitle2" component="p" gutterBottom>
        {translate('resources.banners.fields.image')} *
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {image && (
          <BannerImage src={image} alt={translate('resources.banners.preview', { name: name ?? '' })} width={240} />
        )}
        <FilePickButton
          icon={<AddPhotoIcon />}
          busy={busy}
          accept={IMAGE_ACCEPT}
          inputLabel={translate('resources.banners.addImage')}
          onFile={add}
        >
          {translate(
            busy
              ? 'resources.banners.uploading'
              : image
                ? 'resources.banners.replaceImage'
                : 'resources.banners.addImage',
          )}
        </FilePickButton>
      </Stack>
      {error && (
        <FormHelperText error>
          <InputHelperText error={error} />
        </FormHelperText>
      )}
    </Box>
  );
}
