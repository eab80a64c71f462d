import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CsvExport } from './columns';
import { exportList, type ExportFormat, type ExportSource } from './exportList';

export type ExportRun =
  | { step: 'idle' }
  | { step: 'fetching'; fetched: number; total?: number }
  | { step: 'writing' }
  | { step: 'failed'; message: string };

const IDLE: ExportRun = { step: 'idle' };

/** A quick export saves its file without a dialog flashing by. */
export const SHOW_AFTER_MS = 300;

/** One export at a time: the same list asked twice would save it twice. Leaving the screen cancels. */
export function useExportRun(file: CsvExport) {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const [run, setRun] = useState<ExportRun>(IDLE);
  const [shown, setShown] = useState(false);
  const current = useRef<AbortController | null>(null);
  const showing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const last = useRef<{ source: ExportSource; total?: number; format: ExportFormat } | null>(null);

  const settle = useCallback((next: ExportRun) => {
    clearTimeout(showing.current);
    current.current = null;
    setRun(next);
    setShown(next.step === 'failed');
  }, []);

  useEffect(
    () => () => {
      clearTimeout(showing.current);
      current.current?.abort();
    },
    [],
  );

  const start = useCallback(
    (source: ExportSource, total?: number, format: ExportFormat = 'csv') => {
      if (current.current) return;
      const controller = new AbortController();
      const { signal } = controller;
      current.current = controller;
      last.current = { source, total, format };
      setRun({ step: 'fetching', fetched: 0, total });
      // Once shown (a retry after a failure), it stays until the export ends rather than blink.
      showing.current = setTimeout(() => setShown(true), SHOW_AFTER_MS);
      const done = (next: ExportRun) => {
        if (current.current === controller) settle(next);
      };
      exportList(dataProvider, file, source, {
        signal,
        format,
        onProgress: (progress) => setRun({ step: 'fetching', ...progress }),
        onWriting: () => setRun({ step: 'writing' }),
      }).then(
        () => done(IDLE),
        (error: unknown) => {
          if (signal.aborted) return;
          done({
            step: 'failed',
            message: error instanceof Error && error.message ? error.message : translate('app.errors.server'),
          });
        },
      );
    },
    [dataProvider, file, translate, settle],
  );

  const cancel = useCallback(() => {
    current.current?.abort();
    settle(IDLE);
  }, [settle]);

  const retry = useCallback(() => {
    if (last.current) start(last.current.source, last.current.total, last.current.format);
  }, [start]);

  return { run, shown, start, cancel, retry };
}
