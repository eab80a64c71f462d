import type { TranslateFunction } from 'react-admin';
import { formatDateTime, formatNumber } from '@/src/format/values';

interface Reading {
  resource: string;
  translate: TranslateFunction;
  language: string;
}

const humanize = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** `name.en` is the name's English, as the form's two inputs of a name say. */
export function fieldLabel(path: string, { resource, translate }: Reading): string {
  const [field, language] = path.split('.');
  const label = translate(`resources.${resource}.fields.${field}`, { _: humanize(field) });
  return language ? `${label} (${translate(`app.serverChange.languages.${language}`, { _: language })})` : label;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function word(value: unknown, field: string, reading: Reading): string {
  const { resource, translate, language } = reading;
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return translate(value ? 'app.status.yes' : 'app.status.no');
  if (typeof value === 'number') return formatNumber(value, language);
  if (typeof value === 'string') {
    if (ISO_DATE_TIME.test(value)) return formatDateTime(value);
    if (field === 'status') return translate(`app.status.${value}`, { _: value });
    // Where the area keeps its choices: `types.cart` for `type`, `discountTypes.…` for discountType.
    return translate(`resources.${resource}.${field}s.${value}`, { _: value });
  }
  if (Array.isArray(value)) return value.map((item) => word(item, field, reading)).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const name = record.name ?? record[language.startsWith('ar') ? 'ar' : 'en'];
    if (name !== undefined) return word(name, field, reading);
    return Object.values(record)
      .map((item) => word(item, field, reading))
      .filter(Boolean)
      .join(' ');
  }
  return String(value);
}

export function fieldValue(value: unknown, path: string, reading: Reading): string {
  return word(value, path.split('.')[0], reading) || reading.translate('app.serverChange.empty');
}
