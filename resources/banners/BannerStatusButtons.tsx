import { useRecordContext } from 'react-admin';
import type { Banner } from '@/dataProvider/types';
import { StatusButtons } from '@/src/actions/StatusButtons';
import { BulkStatusButtons } from '@/src/list/bulk/BulkStatusButtons';

/** POST banners/deactivate/{bannerId} after a confirmation; activating goes through the banner's PUT. */
export function BannerStatusButtons() {
  const banner = useRecordContext<Banner>();
  if (!banner) return null;
  return (
    <StatusButtons
      messages="resources.banners"
      active={banner.status === 'active'}
      confirm={['deactivate']}
      name={banner.name}
    />
  );
}

/** The same calls on the selected banners. */
export function BannerBulkButtons() {
  return <BulkStatusButtons<Banner> isActive={(b) => b.status === 'active'} name={(b) => b.name} />;
}
