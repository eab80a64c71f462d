/** About 300 requests over the 120 days up to the seed's now, the newest today, each from a seeded customer. */
import { faker } from './faker';
import type { CateringRequest, CateringStatus, TicketComment } from '../../types';
import { defineCollection } from '../db';
import { DAY_MS, endingToday, seedNow, slug } from './common';
import { FIRST_NAMED_CUSTOMER, customerAt, customerCount, customerName } from './customers';
import { CITIES } from './saudiCities';
import {
  BIDI_ISOLATES,
  BIDI_OVERRIDE,
  FORMULA_AT,
  FORMULA_HYPERLINK,
  FORMULA_MINUS,
  JS_URL,
  XSS_IMG,
  XSS_SCRIPT,
  withHostile,
} from './hostile';

const REQUEST_COUNT = 320;
const FIRST_NUMBER = 5001;
type Lang = 'en' | 'ar';

const COMPANY_WORDS: Record<Lang, { head: string[]; tail: string[] }> = {
  en: {
    head: ['Najd', 'Al-Yamamah', 'Red Sea', 'Tuwaiq', 'Diriyah', 'Al-Hijaz', 'Gulf', 'Sahara', 'Al-Waha', 'Qimam'],
    tail: ['Trading Co.', 'Holding', 'Contracting', 'Tech', 'Logistics', 'Medical Group', 'Schools', 'Real Estate'],
  },
  ar: {
    head: ['نجد', 'اليمامة', 'البحر الأحمر', 'طويق', 'الدرعية', 'الحجاز', 'الخليج', 'الصحراء', 'الواحة', 'قمم'],
    tail: ['للتجارة', 'القابضة', 'للمقاولات', 'للتقنية', 'للخدمات اللوجستية', 'الطبية', 'للمدارس', 'العقارية'],
  },
};

const NOTES: Record<Lang, string[]> = {
  en: [
    'Quarterly team lunch, vegetarian options please.',
    'Board meeting, coffee and pastries at 9 am.',
    'Graduation ceremony buffet.',
    'Employees iftar, dates and soup first.',
    'Conference, two coffee breaks and lunch.',
  ],
  ar: [
    'غداء الفريق الربعي مع خيارات نباتية.',
    'اجتماع مجلس الإدارة، قهوة ومعجنات الساعة ٩ صباحاً.',
    'بوفيه حفل التخرج.',
    'إفطار الموظفين، التمر والشوربة أولاً.',
    'مؤتمر مع استراحتي قهوة وغداء.',
  ],
};

const COMMENTS: Record<Lang, string[]> = {
  en: [
    'Called the contact, waiting for the final guest count.',
    'Quoted 85 SAR per guest.',
    'Kitchen confirmed capacity.',
    'Asked for a tasting session first.',
    'Deposit received.',
    'Date clashes with another event, offered the next day.',
  ],
  ar: [
    'تم الاتصال بالمسؤول، بانتظار العدد النهائي للضيوف.',
    'تم تقديم عرض ٨٥ ريالاً للضيف.',
    'أكد المطبخ القدرة على التنفيذ.',
    'طلبوا جلسة تذوق أولاً.',
    'تم استلام العربون.',
    'الموعد يتعارض مع مناسبة أخرى، عرضنا اليوم التالي.',
  ],
};

const STAFF = ['Noura Al-Shehri', 'Khalid Al-Harbi', 'Sara Al-Qahtani'];

function statusForAge(ageDays: number): CateringStatus {
  const weights: Record<CateringStatus, number> =
    ageDays < 10
      ? { new: 6, active: 3, fulfilled: 0, rejected: 1 }
      : { new: 0.5, active: 1.5, fulfilled: 6, rejected: 2 };
  return faker.helpers.weightedArrayElement(
    Object.entries(weights).flatMap(([value, weight]) =>
      weight > 0 ? [{ value: value as CateringStatus, weight }] : [],
    ),
  );
}

function comments(id: string, at: number, status: CateringStatus, lang: Lang): TicketComment[] {
  const count = status === 'new' ? 0 : faker.number.int({ min: 1, max: 3 });
  const end = seedNow() - 60_000;
  const times = Array.from({ length: count }, () => faker.number.int({ min: at, max: Math.max(at, end) })).sort(
    (a, b) => a - b,
  );
  return times.map((time, i) => ({
    id: `${id}-c${i + 1}`,
    text: faker.helpers.arrayElement(COMMENTS[lang]),
    author: faker.helpers.arrayElement(STAFF),
    createdAt: new Date(time).toISOString(),
  }));
}

function seedCatering(): CateringRequest[] {
  faker.seed(4004);
  const end = seedNow();
  const times = endingToday(
    Array.from({ length: REQUEST_COUNT }, () => faker.number.int({ min: end - 120 * DAY_MS, max: end })).sort(
      (a, b) => a - b,
    ),
  );
  const rows = times.map((at, i): CateringRequest => {
    const customerIndex = faker.number.int({ min: FIRST_NAMED_CUSTOMER, max: customerCount() - 1 });
    const contact = customerAt(customerIndex);
    // The request is written in the contact's language, and the company named in it.
    const { lang, first, last } = customerName(customerIndex);
    const words = COMPANY_WORDS[lang];
    const company = `${faker.helpers.arrayElement(words.head)} ${faker.helpers.arrayElement(words.tail)}`;
    const number = FIRST_NUMBER + i;
    const id = `ct_${number}`;
    const status = statusForAge((end - at) / DAY_MS);
    const city = faker.helpers.arrayElement(CITIES);
    return {
      id,
      number,
      createdAt: new Date(at).toISOString(),
      companyName: company,
      contactName: `${contact.firstName} ${contact.lastName}`,
      phone: contact.phone,
      email: `${slug(first.en)}.${slug(last.en)}@company${faker.number.int({ min: 1, max: 99 })}.example.com`,
      guestNumber: faker.helpers.arrayElement([15, 20, 25, 30, 40, 50, 60, 80, 100, 120, 150, 200, 300]),
      eventDate: new Date(at + faker.number.int({ min: 5, max: 40 }) * DAY_MS).toISOString().slice(0, 10),
      city: city.name[lang],
      notes: faker.helpers.arrayElement(NOTES[lang]),
      status,
      comments: comments(id, at, status, lang),
    };
  });
  return withHostile(rows, {
    [-2]: (row) =>
      hostileRequest(row, `${XSS_SCRIPT} Trading`, `${BIDI_OVERRIDE} ${XSS_IMG}`, `${JS_URL} ${XSS_IMG}`, [
        XSS_SCRIPT,
        FORMULA_HYPERLINK,
      ]),
    [-3]: (row) =>
      hostileRequest(row, FORMULA_HYPERLINK, `${FORMULA_AT} ${BIDI_ISOLATES}`, FORMULA_MINUS, [`${XSS_IMG} ${JS_URL}`]),
  });
}

function hostileRequest(
  row: CateringRequest,
  companyName: string,
  contactName: string,
  notes: string,
  texts: string[],
): CateringRequest {
  const at = new Date(row.createdAt).getTime();
  const added = texts.map((text, i) => ({
    id: `${row.id}-h${i + 1}`,
    text,
    author: STAFF[0],
    createdAt: new Date(at + (i + 1) * 1000).toISOString(),
  }));
  return { ...row, companyName, contactName, notes, comments: [...row.comments, ...added] };
}

export const cateringRequests = defineCollection<CateringRequest>('catering', (row) => row.id, seedCatering);
