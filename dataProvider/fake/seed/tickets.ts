/** About 3,000 tickets over the 90 days up to the seed's now, the newest today, each from a seeded customer. */
import { faker } from './faker';
import type { Ticket, TicketComment, TicketStatus } from '../../types';
import { defineCollection } from '../db';
import { scaled } from '../scale';
import { TICKET_TYPE_VALUES } from '../../contract/schemas/enums';
import { DAY_MS, endingToday, seedNow } from './common';
import { FIRST_NAMED_CUSTOMER, customerAt, customerCount, customerName } from './customers';
import {
  BIDI_ISOLATES,
  BIDI_OVERRIDE,
  FORMULA_CR,
  FORMULA_HYPERLINK,
  FORMULA_PLUS,
  JS_URL,
  XSS_IMG,
  XSS_SCRIPT,
  withHostile,
} from './hostile';

const TICKET_COUNT = 3000;
const FIRST_NUMBER = 100001;
type Lang = 'en' | 'ar';

const SUBJECTS: Record<Ticket['type'], Record<Lang, string[]>> = {
  complaint: {
    en: ['Food arrived cold', 'Rude delivery driver', 'Wrong item in my order', 'Order arrived very late'],
    ar: ['وصل الطلب بارداً', 'تعامل سيئ من المندوب', 'صنف خاطئ في الطلب', 'تأخر الطلب كثيراً'],
  },
  inquiry: {
    en: [
      'Do you deliver to my area?',
      'How do loyalty points work?',
      'Opening hours during Ramadan',
      'Is there a gluten-free menu?',
    ],
    ar: ['هل يوجد توصيل لحيّنا؟', 'كيف تعمل نقاط الولاء؟', 'أوقات العمل في رمضان', 'هل لديكم قائمة خالية من الجلوتين؟'],
  },
  suggestion: {
    en: ['Please add more vegetarian dishes', 'Add Apple Pay at pickup', 'Bring back the family meal'],
    ar: ['نرجو إضافة أطباق نباتية', 'أضيفوا آبل باي عند الاستلام', 'أعيدوا الوجبة العائلية'],
  },
  order_issue: {
    en: [
      'Charged twice for one order',
      'Promo code was not applied',
      'Order cancelled without reason',
      'Missing drink',
    ],
    ar: ['تم الخصم مرتين لطلب واحد', 'لم يطبق كود الخصم', 'ألغي الطلب دون سبب', 'المشروب ناقص'],
  },
};

const COMMENTS: Record<Lang, string[]> = {
  en: [
    'We are checking with the branch.',
    'Refund issued to the original payment method.',
    'Called the customer, no answer.',
    'Customer confirmed the issue is solved.',
    'Escalated to the branch manager.',
    'Added 50 loyalty points as an apology.',
  ],
  ar: [
    'نتحقق من الفرع.',
    'تم استرداد المبلغ إلى وسيلة الدفع.',
    'تم الاتصال بالعميل ولم يرد.',
    'أكد العميل حل المشكلة.',
    'تم التصعيد إلى مدير الفرع.',
    'أضفنا ٥٠ نقطة ولاء كاعتذار.',
  ],
};

const AGENTS = ['Noura Al-Shehri', 'Khalid Al-Harbi', 'Reem Al-Ghamdi', 'Fahad Al-Dosari', 'Hind Al-Otaibi'];

type StatusWeights = { value: TicketStatus; weight: number }[];
const weighted = (weights: Record<TicketStatus, number>): StatusWeights =>
  Object.entries(weights).flatMap(([value, weight]) => (weight > 0 ? [{ value: value as TicketStatus, weight }] : []));
// Built once, not per ticket: the seed draws 3,000 statuses on a cold page.
const RECENT = weighted({ new: 5, active: 4, reopened: 1, resolved: 0, closed: 0 });
const THIS_FORTNIGHT = weighted({ new: 1, active: 3.5, reopened: 1, resolved: 3.5, closed: 1 });
const OLDER = weighted({ new: 0, active: 0.5, reopened: 0.5, resolved: 3, closed: 6 });

function statusForAge(ageDays: number): TicketStatus {
  return faker.helpers.weightedArrayElement(ageDays < 3 ? RECENT : ageDays < 14 ? THIS_FORTNIGHT : OLDER);
}

function comments(
  ticketId: string,
  ticketAt: number,
  status: TicketStatus,
  lang: Lang,
  customer: string,
): TicketComment[] {
  const count = status === 'new' ? 0 : faker.number.int({ min: 1, max: 4 });
  const times = Array.from({ length: count }, () =>
    faker.number.int({ min: ticketAt, max: Math.max(ticketAt, seedNow() - 60_000) }),
  ).sort((a, b) => a - b);
  return times.map((at, i) => ({
    id: `${ticketId}-c${i + 1}`,
    text: faker.helpers.arrayElement(COMMENTS[lang]),
    author: faker.datatype.boolean({ probability: 0.8 }) ? faker.helpers.arrayElement(AGENTS) : customer,
    createdAt: new Date(at).toISOString(),
  }));
}

/** Drawn without faker, so that adding it moved no other seeded value. */
function reopeningOf(createdAt: number, thread: readonly TicketComment[], end: number): string {
  const last = Math.max(createdAt, ...thread.map((comment) => Date.parse(comment.createdAt)));
  return new Date(last + Math.floor((end - last) / 2)).toISOString();
}

function seedTickets(): Ticket[] {
  faker.seed(3003);
  const end = seedNow();
  const times = Array.from({ length: scaled(TICKET_COUNT) }, () =>
    faker.number.int({ min: end - 90 * DAY_MS, max: end }),
  );
  const rows = endingToday(times.sort((a, b) => a - b)).map((at, i) => {
    const customerIndex = faker.number.int({ min: FIRST_NAMED_CUSTOMER, max: customerCount() - 1 });
    const customer = customerAt(customerIndex);
    const { lang } = customerName(customerIndex);
    const name = `${customer.firstName} ${customer.lastName}`;
    const type = faker.helpers.arrayElement(TICKET_TYPE_VALUES);
    const status = statusForAge((end - at) / DAY_MS);
    const number = FIRST_NUMBER + i;
    // Ids from the number rather than UUIDs: thousands of UUIDs would double the seed's time.
    const id = ticketIdOf(number);
    // Drawn in the order the seed always drew them, so the records stay as they were.
    const subject = faker.helpers.arrayElement(SUBJECTS[type][lang]);
    const thread = comments(id, at, status, lang, name);
    return {
      id,
      number,
      createdAt: new Date(at).toISOString(),
      type,
      status,
      customer: { name, phone: customer.phone, email: customer.email },
      subject,
      comments: thread,
      ...(status === 'reopened' ? { reopenedAt: reopeningOf(at, thread, end) } : {}),
    };
  });
  return withHostile(rows, {
    [-2]: (ticket) =>
      hostileTicket(ticket, `${XSS_SCRIPT} ${BIDI_OVERRIDE}`, XSS_IMG, [`${XSS_IMG} ${JS_URL}`, FORMULA_HYPERLINK]),
    [-3]: (ticket) =>
      hostileTicket(ticket, `${FORMULA_HYPERLINK} ${BIDI_ISOLATES}`, `${BIDI_OVERRIDE} ${XSS_SCRIPT}`, [
        `${FORMULA_PLUS} ${XSS_SCRIPT}`,
        FORMULA_CR,
      ]),
  });
}

function hostileTicket(ticket: Ticket, name: string, subject: string, texts: string[]): Ticket {
  const at = new Date(ticket.createdAt).getTime();
  const added = texts.map((text, i) => ({
    id: `${ticket.id}-h${i + 1}`,
    text,
    author: i === 0 ? name : AGENTS[0],
    createdAt: new Date(at + (i + 1) * 1000).toISOString(),
  }));
  return { ...ticket, customer: { ...ticket.customer, name }, subject, comments: [...ticket.comments, ...added] };
}

export const tickets = defineCollection<Ticket>('tickets', (t) => t.id, seedTickets);

export function nextTicketNumber(rows: readonly Ticket[]): number {
  return rows.reduce((highest, ticket) => Math.max(highest, ticket.number), FIRST_NUMBER - 1) + 1;
}

export function ticketIdOf(number: number): string {
  return `tk_${number}`;
}
