/** Which promotions start or end in the coming week, and which ended yesterday, by their days (YYYY-MM-DD). */
import { addDays } from '@/dataProvider/weeks';

export type PromotionKind = 'offer' | 'promoCode' | 'voucher' | 'banner';

export interface Promotion {
  kind: PromotionKind;
  id: string;
  label: string;
  address: string;
  /** Its first and last days, both included. */
  start: string;
  end: string;
}

/** The coming week: today and the six days after it. */
export const WINDOW_DAYS = 7;

export interface PromotionWindows {
  starting: Promotion[];
  ending: Promotion[];
  endedYesterday: Promotion[];
}

export function promotionWindows(promotions: readonly Promotion[], today: string): PromotionWindows {
  const last = addDays(today, WINDOW_DAYS - 1);
  const yesterday = addDays(today, -1);
  const within = (day: string) => day >= today && day <= last;
  const by = (field: 'start' | 'end') => (a: Promotion, b: Promotion) =>
    a[field].localeCompare(b[field]) || a.label.localeCompare(b.label);
  return {
    starting: promotions.filter((p) => within(p.start)).sort(by('start')),
    ending: promotions.filter((p) => within(p.end)).sort(by('end')),
    endedYesterday: promotions.filter((p) => p.end === yesterday).sort(by('end')),
  };
}
