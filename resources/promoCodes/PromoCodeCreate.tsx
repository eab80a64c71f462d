import { Create } from 'react-admin';
import { PromoCodeForm } from './PromoCodeForm';
import { toPromoBody } from './promoBody';

export default function PromoCodeCreate() {
  return (
    <Create redirect="list" transform={toPromoBody}>
      <PromoCodeForm creating />
    </Create>
  );
}
