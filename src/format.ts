import dayjs from 'dayjs';

/** Spec section 9: dates as YYYY-MM-DD HH:mm:ss or DD/MM, in local time; money in SAR. */
export const formatDateTime = (value: string | number | Date | null | undefined): string =>
  value ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : '';

export const formatDayMonth = (value: string | number | Date | null | undefined): string =>
  value ? dayjs(value).format('DD/MM') : '';

export const formatMoney = (amount: number, language: string): string =>
  new Intl.NumberFormat(language.startsWith('ar') ? 'ar-SA' : 'en-SA', { style: 'currency', currency: 'SAR' }).format(amount);
