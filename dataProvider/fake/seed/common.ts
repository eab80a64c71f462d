import type { LocalizedName } from '../../types';
import { addDays, localDay } from '../../weeks';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the local hour holding `time`: always on the same local day as `time`, and never after it. */
function startOfHour(time: number): number {
  const date = new Date(time);
  date.setMinutes(0, 0, 0);
  return date.getTime();
}

let seedClockAt: number | undefined;
let seedMoment = 0;

/**
 * The start of the hour the fake was made in, by its clock (`createFakeApi` sets it): the newest tickets are today's,
 * and a page reloaded within the hour sees the very same dates. Read before any fake is made: the first read's hour.
 */
export function seedNow(): number {
  if (seedClockAt === undefined) setSeedClock(Date.now());
  return seedMoment;
}

export function setSeedClock(now: number): void {
  seedClockAt = now;
  seedMoment = startOfHour(now);
}

export function seedDayStart(): number {
  const date = new Date(seedNow());
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

export const seedDay = (offset = 0): string => addDays(localDay(new Date(seedNow())), offset);

/**
 * A seed drawn over weeks can leave its newest record on an earlier day (just after midnight, or in a small
 * collection): the newest moves to halfway through today so far, every other time keeping its distance to it.
 */
export function endingToday(times: readonly number[]): number[] {
  const newest = times.reduce((latest, time) => Math.max(latest, time), -Infinity);
  const dayStart = seedDayStart();
  if (times.length === 0 || newest >= dayStart) return [...times];
  const shift = dayStart + Math.floor((seedNow() - dayStart) / 2) - newest;
  return times.map((time) => time + shift);
}

/**
 * `leadDays` before it starts, never after the seed's now: one starting later than today was made the more recently
 * the later it starts, so sorted by when they were made the records are still sorted by when they start.
 */
export function madeBeforeStart(startDay: number, leadDays: number, latestStart: number): number {
  const days = startDay <= 0 ? startDay - leadDays : -leadDays * (1 - startDay / (latestStart + 1));
  return seedNow() + Math.round((days * DAY_MS) / 60_000) * 60_000;
}

export interface Run {
  from: number;
  to: number;
}

/** A few dated records of each area get these, so the coming week always has something to say. */
export const COMING_WEEK_RUNS: readonly Run[] = [
  { from: 2, to: 31 },
  { from: 5, to: 18 },
  { from: -24, to: 3 },
  { from: -13, to: 6 },
  { from: -30, to: -1 },
];

export function withComingWeek<T>(rows: readonly T[], eligible: (row: T) => boolean, place: (row: T, run: Run) => T) {
  const candidates = rows.flatMap((row, index) => (eligible(row) ? [index] : []));
  const step = Math.floor(candidates.length / (COMING_WEEK_RUNS.length + 1));
  const placed = new Map(COMING_WEEK_RUNS.map((run, k) => [candidates[(k + 1) * step], run]));
  return rows.map((row, index) => {
    const run = step > 0 ? placed.get(index) : undefined;
    return run ? place(row, run) : row;
  });
}

export const FIRST_NAMES: readonly LocalizedName[] = [
  { en: 'Mohammed', ar: 'محمد' },
  { en: 'Abdullah', ar: 'عبدالله' },
  { en: 'Fahad', ar: 'فهد' },
  { en: 'Khalid', ar: 'خالد' },
  { en: 'Saud', ar: 'سعود' },
  { en: 'Faisal', ar: 'فيصل' },
  { en: 'Omar', ar: 'عمر' },
  { en: 'Ali', ar: 'علي' },
  { en: 'Ahmed', ar: 'أحمد' },
  { en: 'Yousef', ar: 'يوسف' },
  { en: 'Turki', ar: 'تركي' },
  { en: 'Nasser', ar: 'ناصر' },
  { en: 'Majed', ar: 'ماجد' },
  { en: 'Sultan', ar: 'سلطان' },
  { en: 'Hamad', ar: 'حمد' },
  { en: 'Ibrahim', ar: 'إبراهيم' },
  { en: 'Nawaf', ar: 'نواف' },
  { en: 'Bandar', ar: 'بندر' },
  { en: 'Noura', ar: 'نورة' },
  { en: 'Sara', ar: 'سارة' },
  { en: 'Fatimah', ar: 'فاطمة' },
  { en: 'Aisha', ar: 'عائشة' },
  { en: 'Maha', ar: 'مها' },
  { en: 'Reem', ar: 'ريم' },
  { en: 'Hessa', ar: 'حصة' },
  { en: 'Lama', ar: 'لمى' },
  { en: 'Amal', ar: 'أمل' },
  { en: 'Hind', ar: 'هند' },
  { en: 'Lulwa', ar: 'لولوة' },
  { en: 'Mashael', ar: 'مشاعل' },
  { en: 'Dana', ar: 'دانة' },
  { en: 'Ghada', ar: 'غادة' },
  { en: 'Joud', ar: 'جود' },
  { en: 'Rawan', ar: 'روان' },
  { en: 'Asma', ar: 'أسماء' },
  { en: 'Shahad', ar: 'شهد' },
];

export const LAST_NAMES: readonly LocalizedName[] = [
  { en: 'Al-Qahtani', ar: 'القحطاني' },
  { en: 'Al-Otaibi', ar: 'العتيبي' },
  { en: 'Al-Harbi', ar: 'الحربي' },
  { en: 'Al-Ghamdi', ar: 'الغامدي' },
  { en: 'Al-Zahrani', ar: 'الزهراني' },
  { en: 'Al-Shehri', ar: 'الشهري' },
  { en: 'Al-Dosari', ar: 'الدوسري' },
  { en: 'Al-Mutairi', ar: 'المطيري' },
  { en: 'Al-Anazi', ar: 'العنزي' },
  { en: 'Al-Shammari', ar: 'الشمري' },
  { en: 'Al-Subaie', ar: 'السبيعي' },
  { en: 'Al-Malki', ar: 'المالكي' },
  { en: 'Al-Juhani', ar: 'الجهني' },
  { en: 'Al-Rashidi', ar: 'الرشيدي' },
  { en: 'Al-Saud', ar: 'آل سعود' },
  { en: 'Al-Tamimi', ar: 'التميمي' },
  { en: 'Al-Asmari', ar: 'الأسمري' },
  { en: 'Al-Yami', ar: 'اليامي' },
  { en: 'Al-Sulami', ar: 'السلمي' },
  { en: 'Al-Faraj', ar: 'الفرج' },
  { en: 'Al-Khalifa', ar: 'الخليفة' },
  { en: 'Al-Hajri', ar: 'الهاجري' },
  { en: 'Al-Ahmadi', ar: 'الأحمدي' },
  { en: 'Al-Omari', ar: 'العمري' },
];

export function saudiMobile(digits: string): string {
  return `+9665${digits}`;
}

export function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z]/g, '');
}
