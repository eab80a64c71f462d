import { useState, type ReactElement } from 'react';
import { Button, Confirm, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { BULK_CONCURRENCY, startBulkRun, useBulkRun, type BulkTarget } from './bulkRuns';
import { useSelectedRecords } from '@/src/list/selectedRecords';

export interface BulkActionButtonProps<R extends object> {
  label: string;
  icon?: ReactElement;
  color?: 'primary' | 'error';
  applies: (record: R) => boolean;
  name: (record: R) => string;
  /** The same as the row's own button sends, told silently: the summary tells. */
  call: (record: R) => Promise<unknown>;
}

export function BulkActionButton<R extends object>({
  label,
  icon,
  color = 'primary',
  applies,
  name,
  call,
}: BulkActionButtonProps<R>) {
  const translate = useTranslate();
  const { resource } = useListContext();
  const { selectedIds, onPage, read } = useSelectedRecords<R & RaRecord>();
  const running = useBulkRun(resource);
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState(false);
  // Selected records on other pages are counted in, and checked when read.
  const leftOut = selectedIds.filter((id) => {
    const record = onPage.get(String(id));
    return record !== undefined && !applies(record);
  }).length;
  const count = selectedIds.length - leftOut;
  const action = translate(label);

  const confirm = async () => {
    setReading(true);
    try {
      const records = (await read()).filter(applies);
      const byId = new Map(records.map((record) => [String(record.id), record]));
      const targets: BulkTarget[] = records.map((record) => ({ id: record.id, name: name(record) }));
      setOpen(false);
      void startBulkRun(resource, label, targets, (target) => call(byId.get(String(target.id)) as R & RaRecord));
    } finally {
      setReading(false);
    }
  };

  return (
    <>
      <Button
        label={label}
        color={color}
        disabled={count === 0 || (running !== undefined && !running.finished)}
        onClick={() => setOpen(true)}
      >
        {icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={reading}
        title="app.bulk.confirmTitle"
        titleTranslateOptions={{
          action,
          smart_count: count,
          name: translate(`resources.${resource}.name`, { smart_count: count }).toLocaleLowerCase(),
        }}
        content={
          <>
            {translate('app.bulk.confirmContent', { concurrency: BULK_CONCURRENCY })}
            {leftOut > 0 && ` ${translate('app.bulk.leftOut', { count: leftOut })}`}
          </>
        }
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
