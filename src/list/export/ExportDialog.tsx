import { useId } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatNumber } from '@/src/format/values';
import type { ExportRun } from './useExportRun';

export interface ExportDialogProps {
  run: Exclude<ExportRun, { step: 'idle' }>;
  onCancel: () => void;
  onRetry: () => void;
}

/** Cancel is focused so Enter or Escape stops it; a click beside the dialog does not cancel a long export. */
export function ExportDialog({ run, onCancel, onRetry }: ExportDialogProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  const failed = run.step === 'failed';
  return (
    <Dialog
      open
      onClose={(_event, reason) => reason === 'escapeKeyDown' && onCancel()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{translate('app.export.title')}</DialogTitle>
      <DialogContent>
        {failed ? (
          <DialogContentText role="alert">{translate('app.export.failed', { message: run.message })}</DialogContentText>
        ) : (
          <Progress run={run} locale={locale} />
        )}
      </DialogContent>
      <DialogActions>
        {failed ? (
          <>
            <Button onClick={onCancel}>{translate('app.export.close')}</Button>
            <Button onClick={onRetry} variant="contained" autoFocus>
              {translate('app.export.retry')}
            </Button>
          </>
        ) : (
          <Button onClick={onCancel} autoFocus>
            {translate('ra.action.cancel')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function Progress({ run, locale }: { run: Exclude<ExportRun, { step: 'idle' | 'failed' }>; locale: string }) {
  const translate = useTranslate();
  const total = run.step === 'fetching' ? run.total : undefined;
  const known = run.step === 'writing' || (total !== undefined && total > 0);
  const percent = run.step === 'writing' ? 100 : total ? Math.min(100, (run.fetched / total) * 100) : 0;
  const text =
    run.step === 'writing'
      ? translate('app.export.writing')
      : total === undefined
        ? translate('app.export.starting')
        : translate('app.export.progress', {
            fetched: formatNumber(run.fetched, locale),
            total: formatNumber(total, locale),
          });
  return (
    <>
      <DialogContentText role="status" sx={{ mb: 2 }}>
        {text}
      </DialogContentText>
      <LinearProgress
        variant={known ? 'determinate' : 'indeterminate'}
        value={percent}
        aria-label={translate('app.export.progressLabel')}
      />
    </>
  );
}
