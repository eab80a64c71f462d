import { useRecordContext } from 'react-admin';
import type { Voucher } from '@/dataProvider/types';
import { StatusButtons } from '@/src/components/StatusButtons';

/** POST vouchers/{voucherId}/status: deactivating asks first. */
export function VoucherStatusButtons() {
  const voucher = useRecordContext<Voucher>();
  if (!voucher) return null;
  return (
    <StatusButtons
      messages="resources.vouchers"
      active={voucher.status === 'active'}
      confirm={['deactivate']}
      name={`${voucher.group} (${voucher.id})`}
    />
  );
}
