// Days as `YYYY-MM-DD`, weeks from Saturday (day 0) to Friday (6). Computed in UTC so that no time zone or
// summer-time shift moves a day; "today" is the caller's local calendar day.
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDay(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

const toUtc = (day: string): number => {
  if (!isDay(day)) throw new Error(`Not a day: ${day}`);
  return Date.parse(`${day}T00:00:00Z`);
};
const fromUtc = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The local calendar day of a moment (the browser's, or the fake server's, clock). */
export function localDay(moment: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

export function dayOfWeek(day: string): number {
  // getUTCDay: 0 Sunday … 6 Saturday; shifted so that Saturday is 0.
  return (new Date(toUtc(day)).getUTCDay() + 1) % 7;
}

export function startOfWeek(day: string): string {
  return addDays(day, -dayOfWeek(day));
}

export function addWeeks(weekStart: string, weeks: number): string {
  return addDays(weekStart, weeks * 7);
}

export function weekDays(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
}

export function isSaturday(day: string): boolean {
  return isDay(day) && dayOfWeek(day) === 0;
}

/** Any time today counts; a day before today cannot be planned any more ('Can't insert previous day'). */
export function isTodayOrLater(value: string | number | Date, today: string = localDay()): boolean {
  const day = typeof value === 'string' && isDay(value) ? value : localDay(new Date(value));
  return day >= today;
}

/** Names are `app.weekDays.<key>`. */
export const WEEK_DAY_KEYS = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const;
