import { beforeEach, describe, expect, it } from 'vitest';
import type { Banner, Voucher, VoucherUpload } from '@/dataProvider/types';
import { BASE, call, signIn, serveFakeForThisFile } from './fakeApi';
import { XLSX_TYPE, xlsxBytes } from '../support/xlsx';

serveFakeForThisFile();

let admin: string;
beforeEach(async () => {
  admin = await signIn('admin@example.com');
});

async function upload(file: File, token = admin, lang = 'en') {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(`${BASE}vouchers/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: token, 'accept-language': lang },
  });
  return { status: response.status, body: (await response.json()) as VoucherUpload & { message?: string } };
}

const voucher = {
  group: 'Test group',
  type: 'balance',
  balance: 100,
  customersSource: 'ids',
  customers: ['0501234567'],
  availableFrom: '2026-12-01',
  availableTo: '2026-12-31',
};
const banner = {
  name: 'Test banner',
  priority: 3,
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  linkType: 'url',
  link: 'https://example.com/x',
  image: '/api/v1/media/drawing/x.svg',
};

describe('the voucher customers file (POST vouchers/upload, multipart)', () => {
  it('reads a CSV: skips the header, normalises mobiles, refuses bad and repeated rows with their row numbers', async () => {
    const csv = 'mobile\n0501234567\n+966509876543\nnot-a-phone\ncus_0042\n0501234567\n\n12345\n';
    const { status, body } = await upload(new File([csv], 'customers.csv', { type: 'text/csv' }));
    expect(status).toBe(200);
    expect(body.customers).toEqual(['+966501234567', '+966509876543', 'cus_0042']);
    expect(body.accepted).toBe(3);
    expect(body.refused).toEqual([
      { row: 4, value: 'not-a-phone', reason: expect.stringContaining('Saudi mobile') },
      { row: 6, value: '0501234567', reason: 'Already listed in this file' },
      { row: 8, value: '12345', reason: expect.stringContaining('Saudi mobile') },
    ]);
  });

  it('reads an Excel workbook (.xlsx), numbers included, and names refused rows in Arabic when asked', async () => {
    const bytes = xlsxBytes([['Customer'], [501112222], ['cus_0007'], ['hello']]);
    const { status, body } = await upload(new File([bytes], 'customers.xlsx', { type: XLSX_TYPE }), admin, 'ar');
    expect(status).toBe(200);
    expect(body.customers).toEqual(['+966501112222', 'cus_0007']);
    expect(body.refused).toEqual([{ row: 4, value: 'hello', reason: expect.stringContaining('رقم جوال') }]);
  });

  it('names only the first 100 refused rows, counts them all, and cuts a long value', async () => {
    const bad = Array.from({ length: 150 }, (_, index) => `bad${index}`);
    const csv = ['mobile', '0501234567', ...bad, 'x'.repeat(500)].join('\n');
    const { status, body } = await upload(new File([csv], 'customers.csv', { type: 'text/csv' }));
    expect(status).toBe(200);
    expect(body.accepted).toBe(1);
    expect(body.refusedTotal).toBe(151);
    expect(body.refused).toHaveLength(100);
    expect(body.refused[0]).toMatchObject({ row: 3, value: 'bad0' });
    expect(body.refused[99]).toMatchObject({ row: 102, value: 'bad99' });

    const long = await upload(new File([`mobile\n${'9'.repeat(500)}\n`], 'long.csv', { type: 'text/csv' }));
    expect(long.body.refused).toEqual([
      { row: 2, value: `${'9'.repeat(64)}…`, reason: expect.stringContaining('Saudi mobile') },
    ]);
  });

  it('answers a 2 MB file of 199,000 bad rows in a few kilobytes, not megabytes', async () => {
    const csv = `mobile\n${Array.from({ length: 199_000 }, (_, index) => `bad${String(index).padStart(6, '0')}`).join('\n')}\n`;
    const form = new FormData();
    form.append('file', new File([csv], 'big.csv', { type: 'text/csv' }));
    const response = await fetch(`${BASE}vouchers/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: admin },
    });
    const text = await response.text();
    const body = JSON.parse(text) as VoucherUpload;
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ accepted: 0, refusedTotal: 199_000 });
    expect(body.refused).toHaveLength(100);
    expect(text.length).toBeLessThan(20_000);
  });

  it('refuses other file types, unreadable workbooks and non-admins', async () => {
    expect((await upload(new File(['x'], 'customers.pdf', { type: 'application/pdf' }))).body.message).toBe(
      'The customers file must be CSV or Excel (.xlsx)',
    );
    expect((await upload(new File(['not a zip'], 'broken.xlsx', { type: XLSX_TYPE }))).body.message).toBe(
      'The customers file could not be read',
    );
    const agent = await signIn('agent@example.com');
    expect((await upload(new File(['0501234567'], 'c.csv'), agent)).status).toBe(403);
  });

  it("creates a voucher from an uploaded file: the customers are the file's", async () => {
    const { body: uploaded } = await upload(new File(['0501234567\n0507654321'], 'c.csv', { type: 'text/csv' }));
    const { status, body } = await call<Voucher>('vouchers', {
      method: 'POST',
      token: admin,
      body: { ...voucher, customersSource: 'file', customers: undefined, fileId: uploaded.fileId },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      customersSource: 'file',
      fileName: 'c.csv',
      customers: ['+966501234567', '+966507654321'],
      status: 'active',
    });
  });
});

describe('the voucher rules', () => {
  it.each([
    [{ group: '' }, 'Field is required'],
    [{ balance: 0 }, 'The balance must be more than 0 SAR'],
    [{ type: 'free' }, 'Type must be balance or oneTime'],
    [{ availableTo: '2026-11-30' }, "Available from shouldn't be after available to"],
    [{ customers: [] }, 'Add at least one customer'],
    [
      { customers: ['0601234567'] },
      'Not a customer id (e.g. cus_0001) or a Saudi mobile number (05XXXXXXXX or +9665XXXXXXXX)',
    ],
    [{ customersSource: 'file', fileId: 'vfile_nope' }, 'No uploaded customers file with this id'],
  ])('POST vouchers refuses %j with 400', async (change, message) => {
    const { status, body } = await call<{ message: string }>('vouchers', {
      method: 'POST',
      token: admin,
      body: { ...voucher, ...change },
    });
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('lists a few hundred seeded vouchers by page; PATCH changes one field; status posts switch it', async () => {
    const { body: page } = await call<{ data: Voucher[]; total: number }>('vouchers?page=1&limit=10', { token: admin });
    expect(page.total).toBe(300);
    const id = page.data[0].id;
    expect(
      (await call<Voucher>(`vouchers/${id}`, { method: 'PATCH', token: admin, body: { balance: 321 } })).body.balance,
    ).toBe(321);
    expect(
      (await call<Voucher>(`vouchers/${id}/status`, { method: 'POST', token: admin, body: { status: 'inactive' } }))
        .body.status,
    ).toBe('inactive');
    expect((await call<Voucher>(`vouchers/${id}`, { token: admin })).body.status).toBe('inactive');
  });
});

describe('the banner rules', () => {
  it.each([
    [{ validFrom: '2027-01-01' }, "Start Date shouldn't be after end date"],
    [{ link: 'javascript:alert(1)' }, 'The link must be a web address starting with http:// or https://'],
    [{ link: 'ftp://example.com/file' }, 'The link must be a web address starting with http:// or https://'],
    [{ priority: 0 }, 'Priority must be a whole number of 1 or more'],
    [{ image: '' }, 'Field is required'],
    [{ image: 'javascript:alert(1)' }, 'The image must be an uploaded picture'],
    [{ linkType: 'product', productId: 'it_nope' }, 'No menu item with this id'],
  ])('POST banners refuses %j with 400', async (change, message) => {
    const { status, body } = await call<{ message: string }>('banners', {
      method: 'POST',
      token: admin,
      body: { ...banner, ...change },
    });
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('says the date rule in Arabic too', async () => {
    const { body } = await call<{ message: string }>('banners', {
      method: 'POST',
      token: admin,
      lang: 'ar',
      body: { ...banner, validFrom: '2027-01-01' },
    });
    expect(body.message).toBe('يجب ألا يكون تاريخ البداية بعد تاريخ النهاية');
  });

  it('lists dozens of banners by priority; creates, updates and deactivates one', async () => {
    const list = (await call<Banner[]>('banners', { token: admin })).body;
    expect(list.length).toBeGreaterThanOrEqual(24);
    expect(list.map((b) => b.priority)).toEqual([...list.map((b) => b.priority)].sort((a, b) => a - b));
    const { status, body: created } = await call<Banner>('banners', { method: 'POST', token: admin, body: banner });
    expect(status).toBe(201);
    expect(
      (await call<Banner>(`banners/${created.id}`, { method: 'PUT', token: admin, body: { ...created, priority: 1 } }))
        .body.priority,
    ).toBe(1);
    // A PUT replaces the banner: half a banner is refused, not merged.
    expect(
      (await call<Banner>(`banners/${created.id}`, { method: 'PUT', token: admin, body: { status: 'active' } })).status,
    ).toBe(400);
    expect((await call<Banner>(`banners/deactivate/${created.id}`, { method: 'POST', token: admin })).body.status).toBe(
      'inactive',
    );
  });
});
