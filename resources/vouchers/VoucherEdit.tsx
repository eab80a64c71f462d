import { Edit, useRecordContext } from 'react-admin';
import type { Voucher } from '@/dataProvider/types';
import { VoucherForm } from './VoucherForm';
import { toVoucherBody } from './validators';

function VoucherTitle() {
  const voucher = useRecordContext<Voucher>();
  return <>{voucher ? `${voucher.group} (${voucher.id})` : ''}</>;
}

export default function VoucherEdit() {
  return (
    <Edit title={<VoucherTitle />} mutationMode="pessimistic" redirect="list" transform={toVoucherBody}>
      <VoucherForm />
    </Edit>
  );
}
