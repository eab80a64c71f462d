import { languageOf } from '@/i18n/language';
import { DataTable, SearchInput, SelectInput, useLocaleState, useTranslate } from 'react-admin';
import type { Offer } from '@/dataProvider/types';
import { ActiveChip } from '@/src/fields/ActiveChip';
import { EmptyList } from '@/src/list/EmptyList';
import { Tag } from '@/src/fields/Tag';
import { offerTypeChoices, statusChoices } from './choices';
import { offerExporter } from './exporter';
import { OfferStatusButtons, OfferBulkButtons } from './OfferStatusButtons';
import { offerDiscountText } from './offerText';
import { ActionsColumn } from '@/src/actions/RowActions';
import { DateRange } from '@/src/fields/DateRange';
import { ListRows } from '@/src/list/ListRows';
import { AreaList } from '@/src/list/AreaList';

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
  const language = languageOf(locale);
  return (
    <AreaList filters={filters} exporter={offerExporter}>
      <ListRows<Offer>
        primary={(offer) => offer.name[language]}
        secondary={(offer) => [
          offerDiscountText(offer, language),
          <DateRange key="validity" from={offer.validFrom} to={offer.validTo} />,
        ]}
        status={(offer) => <ActiveChip active={offer.status === 'active'} />}
        empty={<EmptyList message="resources.offers.empty" />}
      >
        {/* The tag is one click away in the columns menu: with it, the list is wider than a 1280-pixel laptop. */}
        <DataTable
          rowClick="edit"
          bulkActionButtons={<OfferBulkButtons />}
          hiddenColumns={['tag']}
          empty={<EmptyList message="resources.offers.empty" />}
        >
          <Column source={`name.${language}`} label="resources.offers.fields.name" />
          <Column source="type" render={(offer) => <TypeCell offer={offer} />} />
          <Column source="discount" disableSort render={(offer) => offerDiscountText(offer, language)} />
          <Column
            source="tag"
            disableSort
            render={(offer) => (offer.tag[language] ? <Tag variant="outlined" label={offer.tag[language]} /> : null)}
          />
          <Column
            source="validFrom"
            label="resources.offers.fields.validity"
            render={(offer) => <DateRange from={offer.validFrom} to={offer.validTo} />}
          />
          <Column source="status" render={(offer) => <ActiveChip active={offer.status === 'active'} />} />
          <ActionsColumn>
            <OfferStatusButtons />
          </ActionsColumn>
        </DataTable>
      </ListRows>
    </AreaList>
  );
}
