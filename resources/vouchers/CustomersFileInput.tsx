import { useState } from 'react';
import { Alert, Box, FormHelperText, Stack, TableCell, TableRow, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { InputHelperText, useDataProvider, useInput, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { AppDataProvider } from '@/dataProvider';
import { FilePickButton } from '@/src/forms/FilePickButton';
import { SmallTable } from '@/src/fields/SmallTable';
import type { Voucher, VoucherUpload } from '@/dataProvider/types';
import { validateFileId } from './validators';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const REFUSED_COLUMNS = [
  'resources.vouchers.upload.row',
  'resources.vouchers.upload.value',
  'resources.vouchers.upload.reason',
];

/**
 * The customers file: sent to POST vouchers/upload as soon as it is picked. The screen then says how
 * many customers were read and how many rows were refused, and lists the first refused rows the answer
 * names (at most 100); the form keeps the upload's `fileId`.
 */
export function CustomersFileInput() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const record = useRecordContext<Voucher>();
  const { setValue } = useFormContext();
  const { field, fieldState, id } = useInput({ source: 'fileId', validate: validateFileId });
  const [result, setResult] = useState<VoucherUpload | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (file: File) => {
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file);
      const answer = await dataProvider.upload<VoucherUpload>('vouchers', { action: 'upload', form });
      setResult(answer);
      // A file with no usable row gives the voucher no customers: it is not taken.
      setValue('fileId', answer.accepted > 0 ? answer.fileId : null, {
        shouldDirty: true,
        shouldValidate: answer.accepted > 0,
      });
    } catch {
      // The HTTP client has shown the server's message; the previous file, if any, stays.
    } finally {
      setBusy(false);
    }
  };

  const kept = !result && record?.customersSource === 'file' && field.value === record.fileId;
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <Box sx={{ my: 1, width: '100%', maxWidth: 720 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FilePickButton
          icon={<UploadFileIcon />}
          busy={busy}
          accept={ACCEPT}
          inputId={id}
          inputLabel={translate('resources.vouchers.upload.pick')}
          onFile={send}
        >
          {translate(
            busy
              ? 'resources.vouchers.upload.uploading'
              : field.value
                ? 'resources.vouchers.upload.replace'
                : 'resources.vouchers.upload.pick',
          )}
        </FilePickButton>
        {kept && (
          <Typography>
            {translate('resources.vouchers.upload.current', {
              count: record.customers.length,
              file: record.fileName ?? '',
            })}
          </Typography>
        )}
      </Stack>
      <FormHelperText error={Boolean(error)}>
        <InputHelperText error={error} helperText="resources.vouchers.upload.hint" />
      </FormHelperText>
      {result && <UploadSummary result={result} />}
    </Box>
  );
}

function UploadSummary({ result }: { result: VoucherUpload }) {
  const translate = useTranslate();
  const total = result.refusedTotal;
  const refusedText = translate('resources.vouchers.upload.refused', { count: total });
  return (
    <Box role="status" sx={{ mt: 1 }}>
      <Alert severity={result.accepted > 0 ? (total > 0 ? 'warning' : 'success') : 'error'}>
        <div>{translate('resources.vouchers.upload.read', { count: result.accepted, file: result.fileName })}</div>
        {total > 0 && <div>{refusedText}</div>}
        {total > result.refused.length && (
          <div>{translate('resources.vouchers.upload.refusedListed', { listed: result.refused.length, total })}</div>
        )}
        {result.accepted === 0 && <div>{translate('resources.vouchers.upload.noneRead')}</div>}
      </Alert>
      {result.refused.length > 0 && (
        <SmallTable label={refusedText} columns={REFUSED_COLUMNS} sx={{ mt: 1 }}>
          {result.refused.map((refusal) => (
            <TableRow key={`${refusal.row}-${refusal.value}`}>
              <TableCell>{refusal.row}</TableCell>
              <TableCell dir="ltr">{refusal.value}</TableCell>
              <TableCell>{refusal.reason}</TableCell>
            </TableRow>
          ))}
        </SmallTable>
      )}
    </Box>
  );
}
