import { useState } from 'react';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useSingleMutation } from '@/src/save/useSingleMutation';
import type { AppDataProvider } from '@/dataProvider';
import type { Subscriber } from '@/dataProvider/types';
import { useLocalName } from '@/src/format/localName';
import { ActionButton } from '@/src/actions/ActionButton';
import { BranchMoveDialog } from './BranchMoveDialog';
import { useSentence } from '@/src/fields/Sentence';

export function ChangeBranchButton() {
  const subscriber = useRecordContext<Subscriber>();
  const sentence = useSentence();
  const localName = useLocalName();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const { mutate, isPending, error, reset } = useSingleMutation({
    mutationFn: (branch: string) =>
      dataProvider.action('subscribers', { action: 'changeBranch', id: subscriber?.id, data: { branch } }),
    onSuccess: () => {
      notify('resources.subscribers.branchChanged', { type: 'success', messageArgs: { name: subscriber?.name ?? '' } });
      setOpen(false);
      refresh();
    },
    // The dialog stays, with the choice, and says the failure too: while a dialog is open, the rest of the page (the
    // toasts included) is hidden from screen readers.
  });
  if (!subscriber) return null;
  return (
    <>
      <ActionButton
        label="resources.subscribers.changeBranch"
        icon={<SwapHorizIcon />}
        onClick={() => {
          reset();
          setOpen(true);
        }}
      />
      <BranchMoveDialog
        open={open}
        titleId={`change-branch-${subscriber.id}`}
        title={sentence('resources.subscribers.changeBranchTitle', { name: subscriber.name })}
        content={sentence('resources.subscribers.changeBranchContent', { branch: localName(subscriber.branchName) })}
        current={subscriber.branchId}
        pending={isPending}
        error={error?.message}
        onClose={() => setOpen(false)}
        onPick={(branch) => mutate(branch)}
      />
    </>
  );
}
