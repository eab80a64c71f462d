import { DataTable, SearchInput, SelectInput, useLocaleState, useTranslate } from 'react-admin';
import type { PromoCode } from '@/dataProvider/types';
import { ActiveChip } from '@/src/fields/ActiveChip';
import { EmptyList } from '@/src/list/EmptyList';
import { statusChoices, typeChoices } from './choices';
import { promoCodeExporter } from './exporter';
import { discountText } from './format';
import { PromoStatusButtons, PromoBulkButtons } from './PromoStatusButtons';
import { Ltr } from '@/src/fields/Ltr';
import { ValueLine } from '@/src/fields/ValueLine';
import { ActionsColumn } from '@/src/actions/RowActions';
import { DateRange } from '@/src/fields/DateRange';
import { ListRows } from '@/src/list/ListRows';
import { AreaList } from '@/src/list/AreaList';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={typeChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];

const Column = DataTable.Col<PromoCode>;

function TypeCell({ promo }: { promo: PromoCode }) {
  const translate = useTranslate();
  return <>{translate(`resources.promoCodes.types.${promo.type}`)}</>;
}

function UsesCell({ promo }: { promo: PromoCode }) {
  const translate = useTranslate();
  const perUser = promo.redemptionsPerUser ?? translate('resources.promoCodes.unlimited');
  return (
    <ValueLine>
      <Ltr>{`${promo.usedCount} / ${promo.totalRedemptions}`}</Ltr> (<bdi>{perUser}</bdi>)
    </ValueLine>
  );
}

export default function PromoCodeList() {
  const [locale] = useLocaleState();
  return (
    <AreaList filters={filters} exporter={promoCodeExporter}>
      <ListRows<PromoCode>
        primary={(promo) => <strong dir="ltr">{promo.code}</strong>}
        secondary={(promo) => [
          promo.name,
          discountText(promo, locale),
          <DateRange key="validity" from={promo.validFrom} to={promo.validTo} />,
        ]}
        status={(promo) => <ActiveChip active={promo.status === 'active'} />}
        empty={<EmptyList message="resources.promoCodes.empty" />}
      >
        {/* The name (mostly the type and the code again) is one click away in the columns menu: with it, the
          list is wider than a 1280-pixel laptop. */}
        <DataTable
          rowClick="edit"
          bulkActionButtons={<PromoBulkButtons />}
          hiddenColumns={['name']}
          empty={<EmptyList message="resources.promoCodes.empty" />}
        >
          <Column source="code" render={(promo) => <strong dir="ltr">{promo.code}</strong>} />
          <Column source="name" />
          <Column source="type" render={(promo) => <TypeCell promo={promo} />} />
          <Column source="discount" disableSort render={(promo) => discountText(promo, locale)} />
          <Column
            source="validFrom"
            label="resources.promoCodes.fields.validity"
            render={(promo) => <DateRange from={promo.validFrom} to={promo.validTo} />}
          />
          <Column
            source="usedCount"
            label="resources.promoCodes.fields.totalRedemptions"
            render={(promo) => <UsesCell promo={promo} />}
          />
          <Column source="status" render={(promo) => <ActiveChip active={promo.status === 'active'} />} />
          <ActionsColumn>
            <PromoStatusButtons />
          </ActionsColumn>
        </DataTable>
      </ListRows>
    </AreaList>
  );
}
