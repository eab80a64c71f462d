import { DataTable, SearchInput, SelectInput, useLocaleState, useTranslate } from 'react-admin';
import type { Voucher } from '@/dataProvider/types';
import { ActiveChip } from '@/src/fields/ActiveChip';
import { EmptyList } from '@/src/list/EmptyList';
import { formatMoney } from '@/src/format/values';
import { sourceFilterChoices, statusChoices, typeFilterChoices } from './choices';
import { voucherExporter } from './exporter';
import { VoucherStatusButtons, VoucherBulkButtons } from './VoucherStatusButtons';
import { ActionsColumn } from '@/src/actions/RowActions';
import { DateRange } from '@/src/fields/DateRange';
import { ListRows } from '@/src/list/ListRows';
import { AreaList } from '@/src/list/AreaList';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="type" source="type" choices={typeFilterChoices} />,
  <SelectInput key="customersSource" source="customersSource" choices={sourceFilterChoices} />,
];

const Column = DataTable.Col<Voucher>;

function Balance({ voucher }: { voucher: Voucher }) {
  const [locale = 'en'] = useLocaleState();
  return <>{formatMoney(voucher.balance, locale)}</>;
}

export default function VoucherList() {
  return (
    <AreaList filters={filters} exporter={voucherExporter}>
      <ListRows<Voucher>
        primary={(v) => v.group}
        secondary={(v) => [
          <TypeLabel key="type" type={v.type} />,
          <Balance key="balance" voucher={v} />,
          <DateRange key="dates" from={v.availableFrom} to={v.availableTo} />,
        ]}
        status={(v) => <ActiveChip active={v.status === 'active'} />}
        empty={<EmptyList message="resources.vouchers.empty" />}
      >
        <DataTable
          rowClick="edit"
          bulkActionButtons={<VoucherBulkButtons />}
          empty={<EmptyList message="resources.vouchers.empty" />}
        >
          <Column source="group" />
          <Column source="type" render={(v) => <TypeLabel type={v.type} />} />
          <Column source="balance" align="right" render={(v) => <Balance voucher={v} />} />
          <Column source="customersCount" disableSort render={(v) => v.customers.length} />
          <Column source="availableFrom" />
          <Column source="availableTo" />
          <Column source="status" render={(v) => <ActiveChip active={v.status === 'active'} />} />
          <ActionsColumn>
            <VoucherStatusButtons />
          </ActionsColumn>
        </DataTable>
      </ListRows>
    </AreaList>
  );
}

function TypeLabel({ type }: { type: Voucher['type'] }) {
  const translate = useTranslate();
  return <>{translate(`resources.vouchers.typesShort.${type}`)}</>;
}
