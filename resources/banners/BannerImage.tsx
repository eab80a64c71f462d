import { Box } from '@mui/material';
import { safeImageSrc } from '@/dataProvider/safeUrl';

/** The banner's picture at a fixed ratio (the app shows banners at 2:1). */
export function BannerImage({ src, alt, width = 120 }: { src?: string | null; alt: string; width?: number }) {
  return (
    <Box
      component="img"
      src={safeImageSrc(src)}
      alt={alt}
      loading="lazy"
      sx={{ width, height: width / 2, objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'action.hover' }}
    />
  );
}
