import { useRecordContext } from 'react-admin';
import { RecordEdit } from '@/src/record/RecordScreens';
import type { PromoCode } from '@/dataProvider/types';
import { PromoCodeForm } from './PromoCodeForm';
import { toPromoBody } from './promoBody';

function PromoTitle() {
  const promo = useRecordContext<PromoCode>();
  return <>{promo?.code ?? ''}</>;
}

export default function PromoCodeEdit() {
  return (
    <RecordEdit title={<PromoTitle />} redirect="list" transform={toPromoBody}>
      <PromoCodeForm />
    </RecordEdit>
  );
}
