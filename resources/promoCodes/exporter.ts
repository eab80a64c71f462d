import type { PromoCode } from '@/dataProvider/types';
import { csvExporter, type CsvColumn } from '@/src/list/export/columns';
import i18n from '@/i18n/instance';

const F = 'resources.promoCodes.fields';
type Row = PromoCode & { id: string };

/** Every field an admin reads in the list and the form; numbers as numbers, ids joined by spaces. */
export const promoCodeColumns: CsvColumn<Row>[] = [
  { label: `${F}.code`, value: (promo) => promo.code },
  { label: `${F}.name`, value: (promo) => promo.name },
  { label: `${F}.type`, value: (promo) => i18n.t(`resources.promoCodes.types.${promo.type}`) },
  {
    label: `${F}.discountType`,
    value: (promo) => (promo.discountType ? i18n.t(`resources.promoCodes.discountTypes.${promo.discountType}`) : ''),
  },
  { label: `${F}.discount`, value: (promo) => promo.discount },
  { label: `${F}.maxAmount`, value: (promo) => promo.maxAmount },
  { label: `${F}.minCartValue`, value: (promo) => promo.minCartValue },
  { label: `${F}.validFrom`, value: (promo) => promo.validFrom },
  { label: `${F}.validTo`, value: (promo) => promo.validTo },
  { label: `${F}.totalRedemptions`, value: (promo) => promo.totalRedemptions },
  {
    label: `${F}.redemptionsPerUser`,
    value: (promo) => promo.redemptionsPerUser ?? i18n.t('resources.promoCodes.unlimited'),
  },
  { label: `${F}.usedCount`, value: (promo) => promo.usedCount },
  { label: `${F}.branches`, value: (promo) => promo.branches.join(' ') },
  { label: `${F}.items`, value: (promo) => promo.items.join(' ') },
  { label: `${F}.plans`, value: (promo) => promo.plans.join(' ') },
  { label: `${F}.tag`, value: (promo) => promo.tag },
  { label: `${F}.status`, value: (promo) => i18n.t(`app.status.${promo.status}`) },
];

export const promoCodeExporter = csvExporter<Row>('promo-codes', promoCodeColumns);
