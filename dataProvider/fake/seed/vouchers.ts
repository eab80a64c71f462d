/** About 300 vouchers over a dozen campaigns, each for a few customers (ids or mobiles). */
import type { Voucher, VoucherType } from '../../types';
import { defineCollection } from '../db';
import { scaled } from '../scale';
import { DAY_MS, seedDay, seedNow, saudiMobile, withComingWeek } from './common';
import { faker } from './faker';
import { BIDI_ISOLATES, FORMULA_HYPERLINK, XSS_IMG, XSS_SCRIPT, withHostile } from './hostile';

const GROUPS = [
  'Ramadan 2026',
  'Eid Al-Fitr',
  'National Day',
  'Founding Day',
  'Welcome Back',
  'Loyal Diners',
  'Apology Credit',
  'Staff Meals',
  'Corporate Lunch',
  'Summer Treats',
  'Birthday Gift',
  'Referral Reward',
];

const VOUCHER_COUNT = 300;

function seedVouchers(): Voucher[] {
  faker.seed(5505);
  const count = scaled(VOUCHER_COUNT);
  const rows = Array.from({ length: count }, (_, index): Voucher => {
    const n = index + 1;
    const fromFile = n % 3 === 0;
    const customers = Array.from({ length: faker.number.int({ min: 1, max: fromFile ? 12 : 4 }) }, (_, c) =>
      (n + c) % 2 === 0
        ? `cus_${String(faker.number.int({ min: 1, max: 2000 })).padStart(4, '0')}`
        : saudiMobile(faker.string.numeric(8)),
    );
    const start = faker.number.int({ min: -120, max: 40 });
    const type: VoucherType = n % 4 === 0 ? 'oneTime' : 'balance';
    return {
      id: `vch_${String(n).padStart(4, '0')}`,
      group: GROUPS[index % GROUPS.length],
      type,
      balance: faker.helpers.arrayElement([25, 50, 75, 100, 150, 200, 250, 500]),
      customersSource: fromFile ? 'file' : 'ids',
      customers: [...new Set(customers)],
      fileId: fromFile ? `vfile_seed_${n}` : null,
      fileName: fromFile ? `customers-${n}.csv` : null,
      availableFrom: seedDay(start),
      availableTo: seedDay(start + faker.number.int({ min: 7, max: 90 })),
      status: n % 7 === 0 ? 'inactive' : 'active',
      createdAt: new Date(seedNow() - ((count - index) * DAY_MS) / 3).toISOString(),
    };
  });
  const dated = withComingWeek(
    rows,
    (voucher) => voucher.status === 'active',
    (voucher, { from, to }) => ({ ...voucher, availableFrom: seedDay(from), availableTo: seedDay(to) }),
  );
  return withHostile(dated, {
    [-2]: (voucher) => ({
      ...voucher,
      group: `${XSS_SCRIPT} ${BIDI_ISOLATES}`,
      fileName: voucher.fileName && `${XSS_IMG}.csv`,
    }),
    [-3]: (voucher) => ({ ...voucher, group: FORMULA_HYPERLINK }),
  });
}

export const vouchers = defineCollection<Voucher>('vouchers', (voucher) => voucher.id, seedVouchers);

/** A parsed customers file, kept so that POST vouchers can name it by `fileId`. */
export interface VoucherUploadRow {
  id: string;
  fileName: string;
  customers: string[];
  createdAt: string;
}

export const voucherUploads = defineCollection<VoucherUploadRow>(
  'voucher-uploads',
  (upload) => upload.id,
  () => [],
);
