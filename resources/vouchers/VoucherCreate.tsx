import { RecordCreate } from '@/src/record/RecordScreens';
import { VoucherForm } from './VoucherForm';
import { toVoucherBody } from './voucherBody';

export default function VoucherCreate() {
  return (
    <RecordCreate redirect="list" transform={toVoucherBody}>
      <VoucherForm creating />
    </RecordCreate>
  );
}
