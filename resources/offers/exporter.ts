import type { Offer } from '@/dataProvider/types';
import { csvExporter, type CsvColumn } from '@/src/list/export/columns';
import i18n from '@/i18n/instance';

const F = 'resources.offers.fields';

export const offerColumns: CsvColumn<Offer>[] = [
  { label: `${F}.nameEn`, value: (offer) => offer.name.en },
  { label: `${F}.nameAr`, value: (offer) => offer.name.ar },
  { label: `${F}.type`, value: (offer) => i18n.t(`resources.offers.types.${offer.type}`) },
  { label: `${F}.discount`, value: (offer) => offer.discount },
  { label: `${F}.buyQuantity`, value: (offer) => offer.buyQuantity },
  { label: `${F}.getQuantity`, value: (offer) => offer.getQuantity },
  { label: `${F}.tagEn`, value: (offer) => offer.tag.en },
  { label: `${F}.tagAr`, value: (offer) => offer.tag.ar },
  { label: `${F}.validFrom`, value: (offer) => offer.validFrom },
  { label: `${F}.validTo`, value: (offer) => offer.validTo },
  { label: `${F}.branches`, value: (offer) => offer.branches.join(' ') },
  { label: `${F}.items`, value: (offer) => offer.items.join(' ') },
  { label: `${F}.status`, value: (offer) => i18n.t(`app.status.${offer.status}`) },
];

export const offerExporter = csvExporter<Offer>('offers', offerColumns);
