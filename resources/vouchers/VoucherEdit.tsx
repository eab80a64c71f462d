import { useRecordContext } from 'react-admin';
import { RecordEdit } from '@/src/record/RecordScreens';
import type { Voucher } from '@/dataProvider/types';
import { VoucherForm } from './VoucherForm';
import { toVoucherBody } from './voucherBody';

function VoucherTitle() {
  const voucher = useRecordContext<Voucher>();
  return <>{voucher ? `${voucher.group} (${voucher.id})` : ''}</>;
}

export default function VoucherEdit() {
  return (
    <RecordEdit title={<VoucherTitle />} redirect="list" transform={toVoucherBody}>
      <VoucherForm />
    </RecordEdit>
  );
}
