import dayjs from 'dayjs';

/** The spec: dates as YYYY-MM-DD HH:mm:ss or DD/MM, in local time; money in SAR. */
export const formatDateTime = (value: string | number | Date | null | undefined): string =>
  value ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : '';

export const formatDayMonth = (value: string | number | Date | null | undefined): string =>
  value ? dayjs(value).format('DD/MM') : '';

// Arabic with Latin digits on every screen: Intl's default for Arabic, Arabic-Indic digits with Latin points in
// dates, would mix two digit systems side by side.
export const intlLocale = (language: string): string =>
  language.startsWith('ar') ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-SA';

export const formatMoney = (amount: number, language: string): string =>
  new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'SAR' }).format(amount);

export const formatNumber = (value: number, language: string): string =>
  new Intl.NumberFormat(intlLocale(language)).format(value);

export function formatClock(value: string | number | Date, language: string): string {
  const time = typeof value === 'string' && /^\d{2}:\d{2}$/.test(value) ? dayjs(`2000-01-01T${value}`) : dayjs(value);
  if (!language.startsWith('ar')) return time.format('hh:mm a');
  return `${time.format('hh:mm')} ${time.hour() < 12 ? 'ص' : 'م'}`;
}

export function timeSlots(language: string, stepMinutes = 60): { id: string; name: string }[] {
  return Array.from({ length: (24 * 60) / stepMinutes }, (_, i) => {
    const id = dayjs('2000-01-01T00:00')
      .add(i * stepMinutes, 'minute')
      .format('HH:mm');
    return { id, name: formatClock(id, language) };
  });
}
