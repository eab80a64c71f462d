import { RecordCreate } from '@/src/record/RecordScreens';
import { PromoCodeForm } from './PromoCodeForm';
import { toPromoBody } from './promoBody';

export default function PromoCodeCreate() {
  return (
    <RecordCreate redirect="list" transform={toPromoBody}>
      <PromoCodeForm creating />
    </RecordCreate>
  );
}
