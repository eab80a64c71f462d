import type { Voucher } from '@/dataProvider/types';
import { csvExporter, type CsvColumn } from '@/src/list/export/columns';
import i18n from '@/i18n/instance';

export const voucherColumns: CsvColumn<Voucher>[] = [
  { label: 'resources.vouchers.fields.id', value: (v) => v.id },
  { label: 'resources.vouchers.fields.group', value: (v) => v.group },
  { label: 'resources.vouchers.fields.type', value: (v) => i18n.t(`resources.vouchers.typesShort.${v.type}`) },
  { label: 'resources.vouchers.fields.balance', value: (v) => v.balance },
  {
    label: 'resources.vouchers.fields.customersSource',
    value: (v) => i18n.t(`resources.vouchers.sourcesShort.${v.customersSource}`),
  },
  { label: 'resources.vouchers.fields.customersCount', value: (v) => v.customers.length },
  { label: 'resources.vouchers.fields.fileName', value: (v) => v.fileName ?? '' },
  { label: 'resources.vouchers.fields.availableFrom', value: (v) => v.availableFrom },
  { label: 'resources.vouchers.fields.availableTo', value: (v) => v.availableTo },
  { label: 'resources.vouchers.fields.status', value: (v) => i18n.t(`resources.vouchers.statuses.${v.status}`) },
  { label: 'resources.vouchers.fields.createdAt', value: (v) => v.createdAt },
];

export const voucherExporter = csvExporter('vouchers', voucherColumns);
