import { RecordCreate } from '@/src/record/RecordScreens';
import { OfferForm } from './OfferForm';
import { toOfferBody } from './offerBody';

export default function OfferCreate() {
  return (
    <RecordCreate redirect="list" transform={toOfferBody}>
      <OfferForm creating />
    </RecordCreate>
  );
}
