import { useLocaleState, useRecordContext } from 'react-admin';
import { RecordEdit } from '@/src/components/RecordScreens';
import type { Offer } from '@/dataProvider/types';
import { OfferForm } from './OfferForm';
import { toOfferBody } from './offerBody';

function OfferTitle() {
  const offer = useRecordContext<Offer>();
  const [locale] = useLocaleState();
  return <>{offer ? (locale === 'ar' ? offer.name.ar : offer.name.en) : ''}</>;
}

export default function OfferEdit() {
  return (
    <RecordEdit title={<OfferTitle />} mutationMode="pessimistic" redirect="list" transform={toOfferBody}>
      <OfferForm />
    </RecordEdit>
  );
}
