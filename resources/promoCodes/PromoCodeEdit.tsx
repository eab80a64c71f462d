import { Edit, useRecordContext } from 'react-admin';
import type { PromoCode } from '@/dataProvider/types';
import { PromoCodeForm } from './PromoCodeForm';
import { toPromoBody } from './promoBody';

function PromoTitle() {
  const promo = useRecordContext<PromoCode>();
  return <>{promo?.code ?? ''}</>;
}

export default function PromoCodeEdit() {
  return (
    <Edit title={<PromoTitle />} mutationMode="pessimistic" redirect="list" transform={toPromoBody}>
      <PromoCodeForm />
    </Edit>
  );
}
