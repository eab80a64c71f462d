import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, useListContext } from 'react-admin';
import type { CsvExport } from '@/src/csv';
import { ExportDialog } from './ExportDialog';
import { useExportRun } from './useExportRun';

/**
 * Exports the whole list as filtered and sorted on screen, every page of it, as `file` writes it. Disabled
 * when the list is empty, as react-admin's own Export button is.
 */
export function ExportButton({ file }: { file: CsvExport }) {
  const { filter, filterValues, resource, sort, total } = useListContext();
  const { run, shown, start, cancel, retry } = useExportRun(file);
  return (
    <>
      <Button
        label="ra.action.export"
        disabled={total === 0}
        onClick={() => start({ resource, filter: filter ? { ...filterValues, ...filter } : filterValues, sort }, total)}
      >
        <DownloadIcon />
      </Button>
      {run.step !== 'idle' && shown && <ExportDialog run={run} onCancel={cancel} onRetry={retry} />}
    </>
  );
}
