import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { fill, save, setDate, type User } from '../support/formSteps';
import { vouchers } from '@/dataProvider/fake/seed/vouchers';
import { XLSX_TYPE, xlsxBytes } from '../support/xlsx';

const fake = setUpFakeApi();

// A whole form filled and saved: a few seconds alone, but seen near 30 s on the shared 2-core machine under load.
vi.setConfig({ testTimeout: 60_000 });

// The form's lazy chunk (with the date pickers) is compiled once here, not inside the first test's time.
beforeAll(async () => {
  await import('@/resources/vouchers/VoucherCreate');
}, 120_000);

const newest = () => fake.db.table(vouchers).all().at(-1);
const count = () => fake.db.table(vouchers).size;

/** /vouchers/create with group, balance and availability filled; the customers are left to the test. */
async function openNewVoucher(user: User, { balance = '150', from = '2026-12-01', to = '2026-12-31' } = {}) {
  await signInAs('admin@example.com');
  await renderApp('/vouchers/create');
  await fill(user, await screen.findByLabelText(/^Group/, {}, { timeout: 25_000 }), 'Winter 2026');
  await fill(user, screen.getByLabelText(/^Balance \(SAR\)/), balance);
  setDate('availableFrom', from);
  setDate('availableTo', to);
}

const csv = (text: string, name = 'customers.csv') => new File([text], name, { type: 'text/csv' });

describe('the voucher customers file', () => {
  it('uploads a CSV with bad rows: says how many customers were read and lists each refused row with its reason', async () => {
    const user = userEvent.setup({ delay: null });
    await openNewVoucher(user);
    await user.upload(
      screen.getByLabelText('Upload customers file'),
      csv('mobile\n0501234567\nnobody\n+966509876543\n0501234567\ncus_0042\n'),
    );
    const summary = await screen.findByRole('status');
    expect(within(summary).getByText('3 customers read from customers.csv')).toBeInTheDocument();
    expect(within(summary).getByText('2 rows refused')).toBeInTheDocument();
    const refused = within(screen.getByRole('table', { name: '2 rows refused' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      refused.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['3', 'nobody', 'Not a customer id (e.g. cus_0001) or a Saudi mobile number (05XXXXXXXX or +9665XXXXXXXX)'],
      ['5', '0501234567', 'Already listed in this file'],
    ]);
    await save(user);
    expect(await screen.findByText('Voucher created')).toBeInTheDocument();
    expect(newest()).toMatchObject({
      group: 'Winter 2026',
      type: 'balance',
      balance: 150,
      customersSource: 'file',
      fileName: 'customers.csv',
      customers: ['+966501234567', '+966509876543', 'cus_0042'],
      availableFrom: '2026-12-01',
      availableTo: '2026-12-31',
      status: 'active',
    });
  });

  it('with more refused rows than the answer names, lists the first 100 and says how many were refused in all', async () => {
    const user = userEvent.setup({ delay: null });
    await openNewVoucher(user);
    const bad = Array.from({ length: 130 }, (_, index) => `bad${index}`);
    await user.upload(screen.getByLabelText('Upload customers file'), csv(['mobile', '0501234567', ...bad].join('\n')));
    const summary = await screen.findByRole('status');
    expect(within(summary).getByText('1 customer read from customers.csv')).toBeInTheDocument();
    expect(within(summary).getByText('130 rows refused')).toBeInTheDocument();
    expect(within(summary).getByText('The first 100 of 130 refused rows are listed')).toBeInTheDocument();
    const listed = within(screen.getByRole('table', { name: '130 rows refused' }))
      .getAllByRole('row')
      .slice(1);
    expect(listed).toHaveLength(100);
    expect(within(listed[99]).getAllByRole('cell')[1]).toHaveTextContent('bad99');
  });

  it('uploads an Excel workbook (.xlsx) with no bad row', async () => {
    const user = userEvent.setup({ delay: null });
    await openNewVoucher(user);
    const workbook = new File([xlsxBytes([['Customer'], ['0551112222'], [566667777]])], 'vip.xlsx', {
      type: XLSX_TYPE,
    });
    await user.upload(screen.getByLabelText('Upload customers file'), workbook);
    const summary = await screen.findByRole('status');
    expect(within(summary).getByText('2 customers read from vip.xlsx')).toBeInTheDocument();
    expect(within(summary).queryByText(/refused/)).toBeNull();
    await save(user);
    expect(await screen.findByText('Voucher created')).toBeInTheDocument();
    expect(newest()?.customers).toEqual(['+966551112222', '+966566667777']);
  });

  it("takes no file whose rows are all refused: 'Upload a customers file' stops the save", async () => {
    const user = userEvent.setup({ delay: null });
    await openNewVoucher(user);
    await user.upload(screen.getByLabelText('Upload customers file'), csv('12345\nhello\n'));
    expect(await screen.findByText(/No customer could be read from this file/)).toBeInTheDocument();
    expect(screen.getByText('0 customers read from customers.csv')).toBeInTheDocument();
    const before = count();
    await save(user);
    expect(await screen.findByText('Upload a customers file')).toBeInTheDocument();
    expect(count()).toBe(before);
  });

  it("refuses a file that is neither CSV nor Excel with the API's message", async () => {
    // The picker offers .csv and .xlsx only; "All files" in the system dialog still lets a PDF through.
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await openNewVoucher(user);
    await user.upload(
      screen.getByLabelText('Upload customers file'),
      new File(['%PDF'], 'list.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('The customers file must be CSV or Excel (.xlsx)')).toBeInTheDocument();
  });
});

describe('the voucher form rules', () => {
  it("marks what is missing with 'Field is required' and says 'You should complete data'", async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('admin@example.com');
    await renderApp('/vouchers/create');
    await fill(user, await screen.findByLabelText(/^Balance \(SAR\)/, {}, { timeout: 25_000 }), '0');
    const before = count();
    await save(user);
    expect(await screen.findByText('The balance must be more than 0 SAR')).toBeInTheDocument();
    expect(screen.getAllByText('Field is required')).toHaveLength(3); // group, from, to
    expect(screen.getByText('Upload a customers file')).toBeInTheDocument();
    expect(await screen.findByText('You should complete data')).toBeInTheDocument();
    expect(count()).toBe(before);
  });

  it('refuses an end of availability before its start, then saves typed customer ids and mobiles once fixed', async () => {
    const user = userEvent.setup({ delay: null });
    await openNewVoucher(user, { from: '2026-12-20', to: '2026-12-10' });
    await user.click(screen.getByLabelText('Customer ids or mobile numbers'));
    await fill(user, await screen.findByLabelText(/^Customers/), 'cus_0001\n0501234567');
    await save(user);
    expect(await screen.findByText("Available from shouldn't be after available to")).toBeInTheDocument();
    setDate('availableTo', '2026-12-31');
    await save(user);
    expect(await screen.findByText('Voucher created')).toBeInTheDocument();
    expect(newest()).toMatchObject({ customersSource: 'ids', customers: ['cus_0001', '+966501234567'], fileId: null });
  });

  it('names the typed customers that are neither an id nor a Saudi mobile', async () => {
    const user = userEvent.setup({ delay: null });
    await openNewVoucher(user);
    await user.click(screen.getByLabelText('Customer ids or mobile numbers'));
    await fill(user, await screen.findByLabelText(/^Customers/), '0501234567\n0601234567\nbob');
    await save(user);
    expect(await screen.findByText('Not a customer id or a Saudi mobile number: 0601234567, bob')).toBeInTheDocument();
  });

  it("updates a voucher's balance with PATCH vouchers/{voucherId}: 'Voucher updated'", async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('admin@example.com');
    const seeded = fake.db.table(vouchers).get('vch_0003');
    await renderApp('/vouchers/vch_0003');
    expect(
      await screen.findByText(
        `${seeded?.customers.length} customers from ${seeded?.fileName}`,
        {},
        { timeout: 25_000 },
      ),
    ).toBeInTheDocument();
    const balance = screen.getByLabelText(/^Balance \(SAR\)/);
    await user.clear(balance);
    await fill(user, balance, '999');
    await save(user);
    expect(await screen.findByText('Voucher updated')).toBeInTheDocument();
    expect(fake.db.table(vouchers).get('vch_0003')).toMatchObject({
      balance: 999,
      customers: seeded?.customers,
      fileId: seeded?.fileId,
    });
  });
});

describe('the voucher list', () => {
  it('deactivates a voucher after a confirmation through POST vouchers/{voucherId}/status', async () => {
    const calls: string[] = [];
    fake.server.events.on('request:start', ({ request }) =>
      calls.push(`${request.method} ${new URL(request.url).pathname}`),
    );
    const user = userEvent.setup({ delay: null });
    await signInAs('admin@example.com');
    await renderApp('/vouchers');
    const table = await screen.findByRole('table', {}, { timeout: 25_000 });
    const row = (await within(table).findAllByRole('row'))[1];
    await user.click(within(row).getByRole('button', { name: 'Deactivate' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Voucher deactivated')).toBeInTheDocument();
    const changed = fake.db
      .table(vouchers)
      .all()
      .filter((v) => calls.includes(`POST /api/v1/vouchers/${v.id}/status`));
    expect(changed).toHaveLength(1);
    expect(changed[0].status).toBe('inactive');
    fake.server.events.removeAllListeners();
  });
});
