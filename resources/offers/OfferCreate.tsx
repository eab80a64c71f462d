import { Create } from 'react-admin';
import { OfferForm } from './OfferForm';
import { toOfferBody } from './offerBody';

export default function OfferCreate() {
  return (
    <Create redirect="list" transform={toOfferBody}>
      <OfferForm creating />
    </Create>
  );
}
