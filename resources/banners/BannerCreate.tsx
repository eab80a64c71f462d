import { Create } from 'react-admin';
import { BannerForm } from './BannerForm';
import { toBannerBody } from './bannerBody';

export default function BannerCreate() {
  return (
    <Create redirect="list" transform={toBannerBody}>
      <BannerForm creating />
    </Create>
  );
}
