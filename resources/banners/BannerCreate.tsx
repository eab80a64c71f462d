import { RecordCreate } from '@/src/record/RecordScreens';
import { BannerForm } from './BannerForm';
import { toBannerBody } from './bannerBody';

export default function BannerCreate() {
  return (
    <RecordCreate redirect="list" transform={toBannerBody}>
      <BannerForm creating />
    </RecordCreate>
  );
}
