import { Create } from 'react-admin';
import { VoucherForm } from './VoucherForm';
import { toVoucherBody } from './voucherBody';

export default function VoucherCreate() {
  return (
    <Create redirect="list" transform={toVoucherBody}>
      <VoucherForm creating />
    </Create>
  );
}
