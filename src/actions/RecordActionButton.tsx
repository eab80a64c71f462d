import { useState, type ReactElement } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import { useSingleMutation } from '@/src/save/useSingleMutation';
import type { AppDataProvider } from '@/dataProvider';
import { resourceName, type ActionName, type ResourceName } from '@/dataProvider/endpoints';
import { ActionButton } from './ActionButton';
import { useSentence } from '@/src/fields/Sentence';
import { useKeyShortcut, type KeyShortcut } from '@/src/keyboard/keyShortcuts';

export interface RecordActionButtonProps {
  /** The call's name in the resource's `actions` row (dataProvider/endpoints.ts). */
  action: ActionName<ResourceName>;
  label: string;
  icon?: ReactElement;
  /** i18n key of the toast after success. */
  success: string;
  /** i18n keys of the confirmation dialog; without them the call runs at once. */
  confirm?: { title: string; content: string };
  color?: 'primary' | 'error' | 'inherit';
  /** How the dialog names the record; by default its email, name or id. */
  name?: string;
  /** The button's look; text by default, as in list rows. */
  variant?: 'text' | 'outlined' | 'contained';
  /** A key that presses it too (its confirmation still asks). */
  shortcut?: KeyShortcut & { name: string };
}

/** Runs one of the API's nonstandard calls on the current record, with a confirmation when asked. */
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
  const { mutate, isPending } = useSingleMutation({
    mutationFn: () => dataProvider.action(resourceName(resource), { action, id: record?.id, record }),
    onSuccess: () => {
      notify(success, { type: 'success' });
      refresh();
    },
    // The HTTP client has already shown the server's message. A refusal most often means the record has moved on
    // (another agent accepted the ticket): it is read again at once, so its status and actions are the present ones.
    onError: () => refresh(),
    onSettled: () => setOpen(false),
  });
  const run = () => (confirm ? setOpen(true) : mutate());
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
      {confirm && (
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
