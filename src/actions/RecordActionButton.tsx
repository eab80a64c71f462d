import { useState, type ReactElement } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import { useSingleMutation } from '@/src/save/useSingleMutation';
import type { AppDataProvider } from '@/dataProvider';
import { resourceName, type ActionName, type ResourceName } from '@/dataProvider/endpoints';
import { ActionButton } from './ActionButton';
import { useSentence } from '@/src/fields/Sentence';
import { useKeyShortcut, type KeyShortcut } from '@/src/keyboard/keyShortcuts';

export interface RecordActionButtonProps {
  action: ActionName<ResourceName>;
  label: string;
  icon?: ReactElement;
  success: string;
  confirm?: { title: string; content: string };
  color?: 'primary' | 'error' | 'inherit';
  name?: string;
  variant?: 'text' | 'outlined' | 'contained';
  shortcut?: KeyShortcut & { name: string };
}

export function RecordActionButton({
  action,
  label,
  icon,
  success,
  confirm,
  color = 'primary',
  name: givenName,
  variant,
  shortcut,
}: RecordActionButtonProps) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const sentence = useSentence();
  const [open, setOpen] = useState(false);
  // Mounted once first asked, then kept for its closing fade: a closed dialog in each of a page's rows costs its render.
  const [asked, setAsked] = useState(false);
  const { mutate, isPending } = useSingleMutation({
    mutationFn: () => dataProvider.action(resourceName(resource), { action, id: record?.id, record }),
    onSuccess: () => {
      notify(success, { type: 'success' });
      refresh();
    },
    // A refusal most often means the record has moved on (another agent accepted the ticket): it is read again.
    onError: () => refresh(),
    onSettled: () => setOpen(false),
  });
  const run = () => {
    if (!confirm) return mutate();
    setAsked(true);
    setOpen(true);
  };
  useKeyShortcut(shortcut, run, Boolean(record && resource) && !isPending);
  if (!record || !resource) return null;

  const name = givenName ?? String(record.email ?? record.name ?? record.id);
  return (
    <>
      <ActionButton
        label={label}
        icon={icon}
        onClick={run}
        disabled={isPending}
        color={color}
        variant={variant}
        keyName={shortcut?.name}
      />
      {confirm && asked && (
        <Confirm
          isOpen={open}
          loading={isPending}
          title={sentence(confirm.title, { name })}
          content={sentence(confirm.content, { name })}
          onConfirm={() => mutate()}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
