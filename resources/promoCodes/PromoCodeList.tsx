import { DataTable, List, SearchInput, SelectInput, useLocaleState, useTranslate } from 'react-admin';
import type { PromoCode } from '@/dataProvider/types';
import { ActiveChip } from '@/src/components/ActiveChip';
import { EmptyList } from '@/src/components/EmptyList';
import { ListActions } from '@/src/components/ListActions';
import { statusChoices, typeChoices } from './choices';
import { promoCodeExporter } from './exporter';
import { discountText } from './format';
import { PromoStatusButtons } from './PromoStatusButtons';
import { Ltr } from '@/src/components/Ltr';

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
    <>
      <Ltr>{`${promo.usedCount} / ${promo.totalRedemptions}`}</Ltr>{' '}
      (<bdi>{perUser}</bdi>)
    </>
  );
}

export default function PromoCodeList() {
  const [locale] = useLocaleState();
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      exporter={promoCodeExporter}
      actions={<ListActions createTo="/promoCodes/create" />}
      empty={false}
    >
      <DataTable rowClick="edit" bulkActionButtons={false} empty={<EmptyList message="resources.promoCodes.empty" />}>
        <Column source="code" render={(promo) => <strong dir="ltr">{promo.code}</strong>} />
        <Column source="name" />
        <Column source="type" render={(promo) => <TypeCell promo={promo} />} />
        <Column source="discount" disableSort render={(promo) => discountText(promo, locale)} />
        <Column
          source="validFrom"
          label="resources.promoCodes.fields.validity"
          render={(promo) => (
            <span dir="ltr">
              {promo.validFrom} → {promo.validTo}
            </span>
          )}
        />
        <Column source="usedCount" label="resources.promoCodes.fields.totalRedemptions" render={(promo) => <UsesCell promo={promo} />} />
        <Column source="status" render={(promo) => <ActiveChip active={promo.status === 'active'} />} />
        <Column label="app.actions.column" disableSort render={() => <PromoStatusButtons />} />
      </DataTable>
    </List>
  );
}
