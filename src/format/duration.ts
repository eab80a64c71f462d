import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatNumber } from './values';

/** "42 min", "1 h 5 min", "1 d 3 h": over an hour, hours and minutes read better than "250 min". */
export function useDuration(): (minutes: number) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    (total: number) => {
      const hours = Math.floor(total / 60);
      const minutes = formatNumber(total % 60, locale);
      if (hours >= 24) {
        // Over a day, minutes no longer matter: "2 d 3 h".
        const days = formatNumber(Math.floor(hours / 24), locale);
        return translate('app.duration.daysHours', { days, hours: formatNumber(hours % 24, locale) });
      }
      if (hours === 0) return translate('app.duration.minutes', { minutes });
      if (total % 60 === 0) return translate('app.duration.hours', { hours: formatNumber(hours, locale) });
      return translate('app.duration.hoursMinutes', { hours: formatNumber(hours, locale), minutes });
    },
    [translate, locale],
  );
}
