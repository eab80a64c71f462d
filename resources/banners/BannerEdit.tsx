import { useRecordContext } from 'react-admin';
import { RecordEdit } from '@/src/record/RecordScreens';
import type { Banner } from '@/dataProvider/types';
import { BannerForm } from './BannerForm';
import { toBannerBody } from './bannerBody';

function BannerTitle() {
  const banner = useRecordContext<Banner>();
  return <>{banner?.name ?? ''}</>;
}

export default function BannerEdit() {
  return (
    <RecordEdit title={<BannerTitle />} redirect="list" transform={toBannerBody}>
      <BannerForm />
    </RecordEdit>
  );
}
