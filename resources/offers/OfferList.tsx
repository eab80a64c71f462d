import { Chip } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, useLocaleState, useTranslate } from 'react-admin';
import type { Offer } from '@/dataProvider/types';
import { ActiveChip } from '@/src/components/ActiveChip';
import { EmptyList } from '@/src/components/EmptyList';
import { ListActions } from '@/src/components/ListActions';
import { offerTypeChoices, statusChoices } from './choices';
import { offerExporter } from './exporter';
import { OfferStatusButtons } from './OfferStatusButtons';
import { offerDiscountText } from './offerText';

const filters = [
  // Searches every text of the offer, both languages (the list comes whole: dataProvider/normalize.ts).
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={offerTypeChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];

const Column = DataTable.Col<Offer>;

function TypeCell({ offer }: { offer: Offer }) {
  const translate = useTranslate();
  return <>{translate(`resources.offers.types.${offer.type}`)}</>;
}

export default function OfferList() {
  const [locale] = useLocaleState();
  const language = locale === 'ar' ? 'ar' : 'en';
  return (
    <List
      sort={{ field: 'validFrom', order: 'DESC' }}
      filters={filters}
      exporter={offerExporter}
      actions={<ListActions createTo="/offers/create" />}
      empty={false}
    >
      <DataTable rowClick="edit" bulkActionButtons={false} empty={<EmptyList message="resources.offers.empty" />}>
        <Column source={`name.${language}`} label="resources.offers.fields.name" />
        <Column source="type" render={(offer) => <TypeCell offer={offer} />} />
        <Column source="discount" disableSort render={(offer) => offerDiscountText(offer, language)} />
        <Column
          source={`tag.${language}`}
          label="resources.offers.fields.tag"
          render={(offer) => (offer.tag[language] ? <Chip size="small" variant="outlined" label={offer.tag[language]} /> : null)}
        />
        <Column
          source="validFrom"
          label="resources.offers.fields.validity"
          render={(offer) => (
            <span dir="ltr">
              {offer.validFrom} → {offer.validTo}
            </span>
          )}
        />
        <Column source="status" render={(offer) => <ActiveChip active={offer.status === 'active'} />} />
        <Column label="app.actions.column" disableSort render={() => <OfferStatusButtons />} />
      </DataTable>
    </List>
  );
}
