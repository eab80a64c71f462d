import { useLocalName } from '@/src/format/localName';
import { useRecordContext } from 'react-admin';
import type { Offer } from '@/dataProvider/types';
import { StatusButtons } from '@/src/actions/StatusButtons';
import { BulkStatusButtons } from '@/src/list/bulk/BulkStatusButtons';

/** Activate or deactivate the offer in context (POST offers/{offerId}/status), after a confirmation. */
export function OfferStatusButtons() {
  const offer = useRecordContext<Offer>();
  const localName = useLocalName();
  if (!offer) return null;
  return (
    <StatusButtons
      messages="resources.offers"
      active={offer.status === 'active'}
      confirm={['activate', 'deactivate']}
      name={localName(offer.name)}
    />
  );
}

/** The same calls on the selected offers. */
export function OfferBulkButtons() {
  const localName = useLocalName();
  return <BulkStatusButtons<Offer> isActive={(o) => o.status === 'active'} name={(o) => localName(o.name)} />;
}
