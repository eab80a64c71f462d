import { useEffect, useRef } from 'react';
import { Alert, Box, LinearProgress, Paper, Typography } from '@mui/material';
import { Button, useListContext, useRefresh, useTranslate } from 'react-admin';
import { dismissBulkRun, useBulkRun } from './bulkRuns';

/** No dialog: the list stays usable while the calls go. The failed rows stay selected, so Retry sends only those. */
export function BulkRunPanel() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { resource, onSelect } = useListContext();
  const run = useBulkRun(resource);
  const told = useRef<typeof run>(undefined);

  useEffect(() => {
    if (!run?.finished || told.current === run) return;
    told.current = run;
    onSelect(run.failed.map((f) => f.target.id));
    refresh();
  }, [run, onSelect, refresh]);

  if (!run) return null;
  const action = translate(run.label);
  const settled = run.done.length + run.failed.length;
  return (
    <Paper
      elevation={6}
      role="status"
      aria-live="polite"
      aria-label={action}
      sx={{
        position: 'fixed',
        insetBlockEnd: 16,
        insetInlineEnd: 16,
        zIndex: (theme) => theme.zIndex.snackbar,
        width: 'min(440px, calc(100vw - 32px))',
        p: 2,
      }}
    >
      {!run.finished ? (
        <>
          <Typography>{translate('app.bulk.progress', { action, done: settled, total: run.total })}</Typography>
          <LinearProgress
            variant="determinate"
            value={run.total ? (settled / run.total) * 100 : 100}
            aria-label={action}
            sx={{ mt: 1 }}
          />
        </>
      ) : (
        <>
          <Alert severity={run.failed.length ? 'warning' : 'success'} sx={{ mb: run.failed.length ? 1 : 0 }}>
            {translate('app.bulk.finished', { action, done: run.done.length, total: run.total })}
            {run.failed.length > 0 && ` ${translate('app.bulk.failed', { count: run.failed.length })}`}
          </Alert>
          {run.failed.length > 0 && (
            <Box component="ul" sx={{ m: 0, paddingInlineStart: 3, maxHeight: 160, overflowY: 'auto' }}>
              {run.failed.map(({ target, message }) => (
                <li key={String(target.id)}>
                  <bdi>{target.name}</bdi>: <bdi>{message}</bdi>
                </li>
              ))}
            </Box>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
            {run.failed.length > 0 && <Button label="app.bulk.retry" variant="contained" onClick={run.retry} />}
            <Button label="ra.action.close" onClick={() => dismissBulkRun(resource)} />
          </Box>
        </>
      )}
    </Paper>
  );
}
