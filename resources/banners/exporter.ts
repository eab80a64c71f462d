import type { Banner } from '@/dataProvider/types';
import { csvExporter, type CsvColumn } from '@/src/list/export/columns';
import i18n from '@/i18n/instance';

export const bannerColumns: CsvColumn<Banner>[] = [
  { label: 'resources.banners.fields.priority', value: (b) => b.priority },
  { label: 'resources.banners.fields.name', value: (b) => b.name },
  { label: 'resources.banners.fields.validFrom', value: (b) => b.validFrom },
  { label: 'resources.banners.fields.validTo', value: (b) => b.validTo },
  { label: 'resources.banners.fields.linkType', value: (b) => i18n.t(`resources.banners.linkTypes.${b.linkType}`) },
  { label: 'resources.banners.fields.link', value: (b) => b.link ?? b.productId ?? b.categoryId ?? '' },
  { label: 'resources.banners.fields.status', value: (b) => i18n.t(`resources.banners.statuses.${b.status}`) },
  { label: 'resources.banners.fields.image', value: (b) => b.image },
];

export const bannerExporter = csvExporter('banners', bannerColumns);
