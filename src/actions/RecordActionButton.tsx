import type { ReactElement } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import { useSingleMutation } from '@/src/save/useSingleMutation';
import type { AppDataProvider } from '@/dataProvider';
import { resourceName, type ActionName, type ResourceName } from '@/dataProvider/endpoints';
import { ActionButton } from './ActionButton';
import { useDialogOnDemand } from './useDialogOnDemand';
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
  const dialog = useDialogOnDemand();
  const { mutate, isPending } = useSingleMutation({
    mutationFn: () => dataProvider.action(resourceName(resource), { action, id: record?.id, record }),
    onSuccess: () => {
      notify(success, { type: 'success' });
      refresh();
    },
    // A refusal most often means the record has moved on (another agent accepted the ticket): it is read again.
    onError: () => refresh(),
    onSettled: dialog.hide,
  });
  const run = () => (confirm ? dialog.show() : mutate());
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
      {confirm && dialog.mounted && (
        <Confirm
          isOpen={dialog.open}
          loading={isPending}
          title={sentence(confirm.title, { name })}
          content={sentence(confirm.content, { name })}
          onConfirm={() => mutate()}
          onClose={dialog.hide}
        />
      )}
    </>
  );
}
