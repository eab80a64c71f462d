import type { Translate } from '@/i18n/useT';
import { formatNumber } from '@/src/format';

/** A wait as the board says it: "12 min", or over an hour (an older day's order left open) "4 h 10 min". */
export function waitText(minutes: number, translate: Translate, locale: string): string {
  return minutes < 60
    ? translate('resources.branches.orders.minutes', { minutes: formatNumber(minutes, locale) })
    : translate('resources.branches.orders.hoursMinutes', {
        hours: formatNumber(Math.floor(minutes / 60), locale),
        minutes: formatNumber(minutes % 60, locale),
      });
}
