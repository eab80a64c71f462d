import { useRecordContext } from 'react-admin';
import type { Voucher } from '@/dataProvider/types';
import { StatusButtons } from '@/src/actions/StatusButtons';
import { BulkStatusButtons } from '@/src/list/bulk/BulkStatusButtons';

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

/** The same calls on the selected vouchers. */
export function VoucherBulkButtons() {
  return <BulkStatusButtons<Voucher> isActive={(v) => v.status === 'active'} name={(v) => `${v.group} (${v.id})`} />;
}
