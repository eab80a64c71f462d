/** Vouchers: a paged list, create, read, partial update, status, and the customers file upload. */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Voucher, VoucherCustomersSource, VoucherStatus, VoucherType, VoucherUpload } from '../../types';
import { VOUCHER_TYPES } from '../../types';
import { normalizeCustomer } from '../../customerIds';
import { CUSTOMERS_FILE_MAX_BYTES, kindOf, parseCustomersFile } from '../customersFile';
import { ADMIN_ONLY, fail, failFields, langOf, readBody, requireRole, type FakeContext } from '../http';
import { translate, type MessageKey } from '../messages';
import { pageOf } from '../paging';
import { randomId } from '../secrets';
import { voucherUploads, vouchers } from '../seed/vouchers';

import { isCalendarDay as isDay } from '../../fieldRules';
import { listProblem, note, textProblem } from '../fields';

/** The voucher the body makes of `current` (or of nothing, on create); every rule checked on the result. */
function voucherFrom(ctx: FakeContext, request: Request, body: Record<string, unknown>, current?: Voucher): Omit<Voucher, 'id' | 'createdAt'> {
  const has = (name: string) => body[name] !== undefined;
  const group = has('group') ? (typeof body.group === 'string' ? body.group.trim() : '') : (current?.group ?? '');
  const type = (has('type') ? body.type : current?.type) as VoucherType;
  // A balance sent as text ("50") is refused, not read as a number.
  const balance = has('balance') ? (typeof body.balance === 'number' ? body.balance : NaN) : (current?.balance ?? NaN);
  const customersSource = (has('customersSource') ? body.customersSource : (current?.customersSource ?? (has('fileId') ? 'file' : 'ids'))) as VoucherCustomersSource;
  const availableFrom = has('availableFrom') ? body.availableFrom : current?.availableFrom;
  const availableTo = has('availableTo') ? body.availableTo : current?.availableTo;
  const status = (has('status') ? body.status : (current?.status ?? 'active')) as VoucherStatus;

  const errors: Partial<Record<string, MessageKey>> = {};
  note(errors, 'group', textProblem(body.group, 'name'));
  note(errors, 'customers', listProblem(body.customers));
  if (!group) errors.group ??= 'fieldRequired';
  if (!VOUCHER_TYPES.includes(type)) errors.type = 'voucherTypeInvalid';
  if (!Number.isFinite(balance) || balance <= 0) errors.balance = 'voucherBalanceInvalid';
  if (!isDay(availableFrom)) errors.availableFrom = availableFrom ? 'dateInvalid' : 'fieldRequired';
  if (!isDay(availableTo)) errors.availableTo = availableTo ? 'dateInvalid' : 'fieldRequired';
  else if (isDay(availableFrom) && availableTo < availableFrom) errors.availableTo = 'voucherDatesOrder';
  if (status !== 'active' && status !== 'inactive') errors.status = 'statusInvalid';

  let customers = current?.customers ?? [];
  let fileId = current?.fileId ?? null;
  let fileName = current?.fileName ?? null;
  if (customersSource === 'file') {
    // The file a voucher already has stays read as it was; a new fileId (or a switch to a file) reads the upload.
    if ((has('fileId') && body.fileId !== current?.fileId) || current?.customersSource !== 'file') {
      const upload = typeof body.fileId === 'string' && body.fileId ? ctx.db.table(voucherUploads).get(body.fileId) : undefined;
      if (!body.fileId) errors.fileId = 'voucherFileRequired';
      else if (!upload) errors.fileId = 'voucherFileNotFound';
      else if (upload.customers.length === 0) errors.fileId = 'voucherCustomersRequired';
      else ({ customers, id: fileId, fileName } = { customers: upload.customers, id: upload.id, fileName: upload.fileName });
    }
  } else if (customersSource === 'ids') {
    if (has('customers') || current?.customersSource !== 'ids') {
      const given: unknown[] = Array.isArray(body.customers) ? body.customers : [];
      // Only text is a customer: a number is not read as a mobile.
      const normalized = given.map((c) => (typeof c === 'string' ? normalizeCustomer(c) : null));
      if (given.length === 0) errors.customers ??= 'voucherCustomersRequired';
      else if (normalized.some((c) => c === null)) {
        const bad = given.filter((_, i) => normalized[i] === null).map((c) => (typeof c === 'string' ? c : JSON.stringify(c)));
        fail(request, 400, 'voucherCustomerInvalid', { errors: { customers: translate(langOf(request), 'voucherCustomerInvalid') }, invalid: bad });
      } else customers = [...new Set(normalized as string[])];
      fileId = null;
      fileName = null;
    }
  } else errors.customersSource = 'voucherSourceInvalid';

  const first = Object.values(errors)[0];
  // One broken rule is named as it is; several are 'You should complete data', each field marked.
  if (first) failFields(request, errors, Object.keys(errors).length === 1 ? first : 'incompleteData');
  return { group, type, balance, customersSource, customers, fileId, fileName, availableFrom: availableFrom as string, availableTo: availableTo as string, status };
}

export function vouchersHandlers(ctx: FakeContext): RequestHandler[] {
  const table = () => ctx.db.table(vouchers);
  const find = (request: Request, id: string) => table().get(id) ?? fail(request, 404, 'voucherNotFound');

  return [
    http.get(`${ctx.baseUrl}vouchers`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return HttpResponse.json(
        pageOf(table().all(), new URL(request.url), {
          searchIn: (v) => [v.id, v.group, ...v.customers],
          filters: ['status', 'type', 'group', 'customersSource'],
          defaultSort: 'createdAt',
          defaultOrder: 'DESC',
        }),
      );
    }),

    // Before vouchers/:id, which would also match "upload".
    http.post(`${ctx.baseUrl}vouchers/upload`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        fail(request, 400, 'voucherFileRequired');
      }
      const file = form.get('file');
      if (!(file instanceof File) || file.size === 0) fail(request, 400, 'voucherFileRequired');
      const kind = kindOf(file);
      if (!kind) fail(request, 400, 'voucherFileType');
      if (file.size > CUSTOMERS_FILE_MAX_BYTES) fail(request, 413, 'voucherFileTooLarge');
      let parsed: Awaited<ReturnType<typeof parseCustomersFile>>;
      try {
        parsed = await parseCustomersFile(file, kind);
      } catch {
        fail(request, 400, 'voucherFileUnreadable');
      }
      const upload = ctx.db.table(voucherUploads).put({
        id: `vfile_${randomId().slice(0, 12)}`,
        fileName: file.name,
        customers: parsed.customers,
        createdAt: ctx.db.now().toISOString(),
      });
      const lang = langOf(request);
      return HttpResponse.json<VoucherUpload>({
        fileId: upload.id,
        fileName: upload.fileName,
        accepted: parsed.customers.length,
        customers: parsed.customers,
        refused: parsed.refused.map(({ row, value, reason }) => ({ row, value, reason: translate(lang, reason) })),
        refusedTotal: parsed.refusedTotal,
      });
    }),

    http.post(`${ctx.baseUrl}vouchers`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const voucher: Voucher = {
        id: `vch_${randomId().slice(0, 10)}`,
        ...voucherFrom(ctx, request, await readBody(request)),
        createdAt: ctx.db.now().toISOString(),
      };
      return HttpResponse.json<Voucher>(table().put(voucher), { status: 201 });
    }),

    http.get<{ id: string }>(`${ctx.baseUrl}vouchers/:id`, ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return HttpResponse.json<Voucher>(find(request, params.id));
    }),

    http.patch<{ id: string }>(`${ctx.baseUrl}vouchers/:id`, async ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const current = find(request, params.id);
      return HttpResponse.json<Voucher>(table().put({ ...current, ...voucherFrom(ctx, request, await readBody(request), current) }));
    }),

    // `{status: 'active' | 'inactive'}`; without a body it switches the status over.
    http.post<{ id: string }>(`${ctx.baseUrl}vouchers/:id/status`, async ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const current = find(request, params.id);
      const body = await readBody(request);
      const status = body.status === undefined ? (current.status === 'active' ? 'inactive' : 'active') : body.status;
      if (status !== 'active' && status !== 'inactive') fail(request, 400, 'statusInvalid');
      return HttpResponse.json<Voucher>(table().put({ ...current, status }));
    }),
  ];
}
