import { useState, type ReactNode } from 'react';
import { Alert, AlertTitle, Button, CircularProgress, Stack } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Link } from 'react-router';
import { ApiError } from '@/dataProvider/http';
import { useT, type Translate } from '@/i18n/useT';

export function loadErrorText(error: unknown, translate: Translate): string {
  return error instanceof ApiError && error.message ? error.message : translate('app.errors.server');
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** Not when the server refused what was sent, nor when it asked to wait (a 429 after wrong passwords). */
export const isRetryable = (error: unknown): boolean =>
  !(error instanceof ApiError) || ![400, 401, 403, 409, 422, 429].includes(error.status);

export interface LoadErrorProps {
  error: unknown;
  onRetry?: () => unknown;
  listPath?: string;
  title?: string;
}

/** The spec's toast goes after two seconds; this stays, so an empty screen never stands in for one not read. */
export function LoadError({ error, onRetry, listPath, title = 'app.load.failed' }: LoadErrorProps) {
  const translate = useT();
  const [retrying, setRetrying] = useState(false);
  const notFound = isNotFound(error) && listPath !== undefined;
  const retry = () => {
    const pending = onRetry?.();
    if (!(pending instanceof Promise)) return;
    setRetrying(true);
    pending.finally(() => setRetrying(false)).catch(() => undefined);
  };
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: 2, alignItems: 'flex-start', '& .MuiAlert-action': { pt: 0.5 } }}
      action={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {notFound && (
            <Button component={Link} to={listPath} color="inherit" size="small">
              {translate('app.load.backToList')}
            </Button>
          )}
          {onRetry && (
            <Button
              color="inherit"
              size="small"
              variant="outlined"
              onClick={retry}
              disabled={retrying}
              startIcon={retrying ? <CircularProgress size={16} color="inherit" /> : <RefreshIcon />}
            >
              {translate(retrying ? 'app.load.retrying' : 'app.load.retry')}
            </Button>
          )}
        </Stack>
      }
    >
      <AlertTitle>{translate(notFound ? 'app.load.notFound' : title)}</AlertTitle>
      {loadErrorText(error, translate)}
      {notFound && <div>{translate('app.load.notFoundHint')}</div>}
    </Alert>
  );
}

/** react-query holds the load and sends it when the browser is back online. */
export function LoadWaiting() {
  const translate = useT();
  return (
    <Alert severity="info" role="status" sx={{ m: 2 }}>
      {translate('app.load.waiting')}
    </Alert>
  );
}

export interface LoadedQuery {
  data?: unknown;
  dataUpdatedAt?: number;
  error: unknown;
  isPaused?: boolean;
  refetch: () => unknown;
}

const PAGE_LOADED_AT = Date.now();

/** Restored from the stored query cache (queryCache.ts), not yet refreshed. */
const fromEarlierVisit = (query: LoadedQuery) =>
  query.dataUpdatedAt !== undefined && query.dataUpdatedAt > 0 && query.dataUpdatedAt < PAGE_LOADED_AT;

// A later refetch that fails leaves the data, and anything typed over it, on screen; but rows stored from an earlier
// visit give way to the failure: nothing old passes for current.
export function loadState(query: LoadedQuery, say: Pick<LoadErrorProps, 'title' | 'listPath'> = {}): ReactNode {
  if (query.data !== undefined && !(query.error && fromEarlierVisit(query))) return null;
  if (query.error) return <LoadError error={query.error} onRetry={query.refetch} {...say} />;
  if (query.isPaused) return <LoadWaiting />;
  return null;
}
