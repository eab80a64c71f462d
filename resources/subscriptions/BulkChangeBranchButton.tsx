import { useState } from 'react';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Button, useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { Subscriber } from '@/dataProvider/types';
import { startBulkRun, useBulkRun } from '@/src/list/bulk/bulkRuns';
import { useSelectedRecords } from '@/src/list/selectedRecords';
import { BranchMoveDialog } from './BranchMoveDialog';
import { SelectionExportButton } from '@/src/list/export/ExportButton';

/** The row's own call for each, a few at a time, in the list's run panel; those already at the branch are left out. */
export function BulkChangeBranchButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { resource } = useListContext();
  const { selectedIds, read } = useSelectedRecords<Subscriber & { id: string }>();
  const running = useBulkRun(resource);
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string>();

  const move = async (branch: string) => {
    setReading(true);
    setError(undefined);
    try {
      const targets = (await read())
        .filter((subscriber) => subscriber.branchId !== branch)
        .map((subscriber) => ({ id: subscriber.id, name: subscriber.name }));
      setOpen(false);
      void startBulkRun(resource, 'resources.subscribers.changeBranch', targets, (target) =>
        dataProvider.action('subscribers', { action: 'changeBranch', id: target.id, data: { branch }, silent: true }),
      );
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setReading(false);
    }
  };

  return (
    <>
      <Button
        label="resources.subscribers.changeBranch"
        disabled={selectedIds.length === 0 || (running !== undefined && !running.finished)}
        onClick={() => {
          setError(undefined);
          setOpen(true);
        }}
      >
        <SwapHorizIcon />
      </Button>
      <BranchMoveDialog
        open={open}
        titleId="change-branch-selected"
        title={translate('resources.subscribers.bulkChangeBranchTitle', { smart_count: selectedIds.length })}
        content={translate('resources.subscribers.bulkChangeBranchContent')}
        pending={reading}
        error={error}
        onClose={() => setOpen(false)}
        onPick={(branch) => void move(branch)}
      />
      <SelectionExportButton />
    </>
  );
}
