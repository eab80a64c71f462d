import { Edit, useRecordContext } from 'react-admin';
import type { Banner } from '@/dataProvider/types';
import { BannerForm } from './BannerForm';
import { toBannerBody } from './validators';

function BannerTitle() {
  const banner = useRecordContext<Banner>();
  return <>{banner?.name ?? ''}</>;
}

export default function BannerEdit() {
  return (
    <Edit title={<BannerTitle />} mutationMode="pessimistic" redirect="list" transform={toBannerBody}>
      <BannerForm />
    </Edit>
  );
}
