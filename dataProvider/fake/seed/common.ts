/** What the seeds share: the fixed "today" they are built around and real Arabic names. */
import type { LocalizedName } from '../../types';

/** Seed dates count back from here, not from Date.now(), so every run builds the same data. */
export const SEED_REFERENCE_DATE = new Date('2026-11-01T09:00:00.000Z');
export const DAY_MS = 24 * 60 * 60 * 1000;

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

/** A Saudi mobile number, +9665 and eight digits. */
export function saudiMobile(digits: string): string {
  return `+9665${digits}`;
}

/** Lower-case Latin letters only, for e-mail addresses built from transliterated names. */
export function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z]/g, '');
}
