import { useLocalName } from '@/src/format/localName';
import { useRecordContext } from 'react-admin';
import { RecordEdit } from '@/src/record/RecordScreens';
import type { Offer } from '@/dataProvider/types';
import { OfferForm } from './OfferForm';
import { toOfferBody } from './offerBody';

function OfferTitle() {
  const offer = useRecordContext<Offer>();
  const localName = useLocalName();
  return <>{localName(offer?.name)}</>;
}

export default function OfferEdit() {
  return (
    <RecordEdit title={<OfferTitle />} redirect="list" transform={toOfferBody}>
      <OfferForm />
    </RecordEdit>
  );
}
