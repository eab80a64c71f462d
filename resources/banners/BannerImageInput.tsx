import { useRef, useState } from 'react';
import { Box, Button, CircularProgress, FormHelperText, Stack, Typography } from '@mui/material';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import { InputHelperText, useDataProvider, useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { AppDataProvider } from '@/dataProvider';
import { uploadImage } from '@/src/upload';
import { BannerImage } from './BannerImage';
import { validateImage } from './validators';

/** The banner's image: uploaded when picked (GET image, then PUT), the form keeps its URL. */
export function BannerImageInput() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { field, fieldState } = useInput({ source: 'image', validate: validateImage });
  const name = useWatch({ name: 'name' }) as string | undefined;
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const image = typeof field.value === 'string' ? field.value : '';

  const add = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      field.onChange(await uploadImage(dataProvider, file, 'banners'));
    } catch {
      toast.error(translate('resources.banners.uploadError'), { toastId: 'banner-image-upload' });
    } finally {
      setBusy(false);
      if (picker.current) picker.current.value = '';
    }
  };

  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="subtitle2" gutterBottom>{translate('resources.banners.fields.image')} *</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {image && <BannerImage src={image} alt={translate('resources.banners.preview', { name: name ?? '' })} width={240} />}
        <Button component="label" variant="outlined" startIcon={busy ? <CircularProgress size={16} /> : <AddPhotoIcon />} disabled={busy}>
          {translate(busy ? 'resources.banners.uploading' : image ? 'resources.banners.replaceImage' : 'resources.banners.addImage')}
          <input
            ref={picker}
            hidden
            type="file"
            accept="image/*"
            aria-label={translate('resources.banners.addImage')}
            onChange={(event) => void add(event.target.files?.[0])}
          />
        </Button>
      </Stack>
      {error && (
        <FormHelperText error>
          <InputHelperText error={error} />
        </FormHelperText>
      )}
    </Box>
  );
}
