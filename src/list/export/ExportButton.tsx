import { useContext, useId, useState } from 'react';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DownloadIcon from '@mui/icons-material/GetApp';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { Button, useListContext, useTranslate } from 'react-admin';
import type { CsvExport } from './columns';
import { ExportDialog } from './ExportDialog';
import type { ExportFormat } from './exportList';
import { useExportRun } from './useExportRun';
import { ExportFileContext } from './ExportFileContext';

/** The selected rows when there are any, else every page of the list as filtered. Disabled as react-admin's is. */
export function ExportButton({ file }: { file: CsvExport }) {
  const { filter, filterValues, resource, sort, total: listed, selectedIds, data } = useListContext();
  const selected = selectedIds.length > 0;
  const total = selected ? selectedIds.length : listed;
  const translate = useTranslate();
  const { run, shown, start, cancel, retry } = useExportRun(file);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const exportAs = (format: ExportFormat) => {
    setMenuAnchor(null);
    start(
      {
        resource,
        filter: filter ? { ...filterValues, ...filter } : filterValues,
        sort,
        selection: selected ? { ids: selectedIds, onPage: data ?? [] } : undefined,
      },
      total,
      format,
    );
  };
  return (
    <>
      <Button
        label={selected ? 'app.bulk.exportSelected' : 'ra.action.export'}
        disabled={total === 0}
        onClick={() => exportAs('csv')}
      >
        <DownloadIcon />
      </Button>
      <IconButton
        size="small"
        color="primary"
        aria-label={translate('app.export.formats')}
        aria-haspopup="menu"
        aria-controls={menuAnchor ? menuId : undefined}
        aria-expanded={menuAnchor ? 'true' : undefined}
        disabled={total === 0}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
        sx={{ ml: -0.5 }}
      >
        <ArrowDropDownIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        <MenuItem onClick={() => exportAs('csv')}>{translate('app.export.csv')}</MenuItem>
        <MenuItem onClick={() => exportAs('xlsx')}>{translate('app.export.xlsx')}</MenuItem>
      </Menu>
      {run.step !== 'idle' && shown && <ExportDialog run={run} onCancel={cancel} onRetry={retry} />}
    </>
  );
}

export function SelectionExportButton() {
  const file = useContext(ExportFileContext);
  return file ? <ExportButton file={file} /> : null;
}
