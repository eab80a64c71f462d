import { useRecordContext } from 'react-admin';
import type { PromoCode } from '@/dataProvider/types';
import { StatusButtons } from '@/src/actions/StatusButtons';
import { BulkStatusButtons } from '@/src/list/bulk/BulkStatusButtons';

/** Activate or deactivate the promo code in context (POST promo-codes/{code}/status), after a confirmation. */
export function PromoStatusButtons() {
  const promo = useRecordContext<PromoCode>();
  if (!promo) return null;
  return (
    <StatusButtons
      messages="resources.promoCodes"
      active={promo.status === 'active'}
      confirm={['activate', 'deactivate']}
      name={promo.code}
    />
  );
}

export function PromoBulkButtons() {
  return <BulkStatusButtons<PromoCode> isActive={(p) => p.status === 'active'} name={(p) => p.code} />;
}
