import { http, HttpResponse, type RequestHandler } from 'msw';
import { bodySchemas } from '../bodySchemas';
import type { voucherChangesSchema } from '../../contract/schemas/marketing';
import type { z } from 'zod';
import type { Voucher, VoucherUpload } from '../../types';
import { normalizeCustomer } from '../../customerIds';
import { CUSTOMERS_FILE_MAX_BYTES, kindOf, parseCustomersFile } from '../customersFile';
import { ADMIN_ONLY, fail, failFields, langOf, readBody, requireRole, type FakeContext } from '../http';
import { parseBody } from '../bodySchema';
import { translate } from '../messages';
import { pageOfTable } from '../paging';
import { randomId } from '../secrets';
import { recordAnswer, requireCurrent } from '../versions';
import { voucherUploads, vouchers } from '../seed/vouchers';
import { failOnRules, type FieldErrors } from './marketingInput';

type VoucherChanges = z.output<typeof voucherChangesSchema>;

function voucherFrom(
  ctx: FakeContext,
  request: Request,
  input: VoucherChanges,
  current?: Voucher,
): Omit<Voucher, 'id' | 'createdAt'> {
  // On create the schema has required the fields that have no default; on update the stored voucher has them.
  const group = input.group ?? current?.group ?? '';
  const type = input.type ?? current?.type ?? 'balance';
  const balance = input.balance ?? current?.balance ?? 0;
  const customersSource =
    input.customersSource ?? current?.customersSource ?? (input.fileId !== undefined ? 'file' : 'ids');
  const availableFrom = input.availableFrom ?? current?.availableFrom ?? '';
  const availableTo = input.availableTo ?? current?.availableTo ?? '';
  const status = input.status ?? current?.status ?? 'active';

  const errors: FieldErrors = {};
  if (group === '') errors.group = 'fieldRequired';
  if (availableTo < availableFrom) errors.availableTo = 'voucherDatesOrder';

  let customers = current?.customers ?? [];
  let fileId = current?.fileId ?? null;
  let fileName = current?.fileName ?? null;
  if (customersSource === 'file') {
    // The file a voucher already has stays read as it was; a new fileId (or a switch to a file) reads the upload.
    if ((input.fileId !== undefined && input.fileId !== current?.fileId) || current?.customersSource !== 'file') {
      const upload = input.fileId ? ctx.db.table(voucherUploads).get(input.fileId) : undefined;
      if (!input.fileId) errors.fileId = 'voucherFileRequired';
      else if (!upload) errors.fileId = 'voucherFileNotFound';
      else if (upload.customers.length === 0) errors.fileId = 'voucherCustomersRequired';
      else
        ({
          customers,
          id: fileId,
          fileName,
        } = { customers: upload.customers, id: upload.id, fileName: upload.fileName });
    }
  } else if (input.customers !== undefined || current?.customersSource !== 'ids') {
    const given = input.customers ?? [];
    // Only text is a customer: a number is not read as a mobile.
    const normalized = given.map((c) => (typeof c === 'string' ? normalizeCustomer(c) : null));
    if (given.length === 0) errors.customers = 'voucherCustomersRequired';
    else if (normalized.some((c) => c === null)) {
      const bad = given
        .filter((_, i) => normalized[i] === null)
        .map((c) => (typeof c === 'string' ? c : JSON.stringify(c)));
      fail(request, 400, 'voucherCustomerInvalid', {
        errors: { customers: translate(langOf(request), 'voucherCustomerInvalid') },
        invalid: bad,
      });
    } else customers = [...new Set(normalized.filter((c): c is string => c !== null))];
    fileId = null;
    fileName = null;
  }

  failOnRules(request, errors);
  return { group, type, balance, customersSource, customers, fileId, fileName, availableFrom, availableTo, status };
}

export default function vouchersHandlers(ctx: FakeContext): RequestHandler[] {
  const table = () => ctx.db.table(vouchers);
  const find = (request: Request, id: string) => table().get(id) ?? fail(request, 404, 'voucherNotFound');

  return [
    http.get(`${ctx.baseUrl}vouchers`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return HttpResponse.json(
        pageOfTable(table(), new URL(request.url), {
          searchIn: (v) => [v.id, v.group, ...v.customers],
          filters: ['status', 'type', 'group', 'customersSource'],
          defaultSort: 'createdAt',
          defaultOrder: 'DESC',
        }),
      );
    }),

    http.post(`${ctx.baseUrl}vouchers/upload`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        failFields(request, { file: 'voucherFileRequired' }, 'voucherFileRequired');
      }
      const file = form.get('file');
      if (!(file instanceof File) || file.size === 0)
        failFields(request, { file: 'voucherFileRequired' }, 'voucherFileRequired');
      const kind = kindOf(file);
      if (!kind) failFields(request, { file: 'voucherFileType' }, 'voucherFileType');
      if (file.size > CUSTOMERS_FILE_MAX_BYTES) fail(request, 413, 'voucherFileTooLarge');
      let parsed: Awaited<ReturnType<typeof parseCustomersFile>>;
      try {
        parsed = await parseCustomersFile(file, kind);
      } catch {
        failFields(request, { file: 'voucherFileUnreadable' }, 'voucherFileUnreadable');
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
        ...voucherFrom(ctx, request, parseBody(request, bodySchemas().voucherInputSchema, await readBody(request))),
        createdAt: ctx.db.now().toISOString(),
      };
      return recordAnswer<Voucher>(table().put(voucher), { status: 201 });
    }),

    http.get<{ id: string }>(`${ctx.baseUrl}vouchers/:id`, ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return recordAnswer<Voucher>(find(request, params.id));
    }),

    http.patch<{ id: string }>(`${ctx.baseUrl}vouchers/:id`, async ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const current = find(request, params.id);
      requireCurrent(request, current);
      const changes = parseBody(request, bodySchemas().voucherChangesSchema, await readBody(request));
      return recordAnswer<Voucher>(table().put({ ...current, ...voucherFrom(ctx, request, changes, current) }));
    }),

    http.post<{ id: string }>(`${ctx.baseUrl}vouchers/:id/status`, async ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const current = find(request, params.id);
      const { status = current.status === 'active' ? 'inactive' : 'active' } = parseBody(
        request,
        bodySchemas().voucherStatusChangeSchema,
        await readBody(request),
      );
      return recordAnswer<Voucher>(table().put({ ...current, status }));
    }),
  ];
}
