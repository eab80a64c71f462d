import { useState } from 'react';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Alert, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import {
  Button,
  Form,
  ReferenceInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { useSingleMutation } from '@/src/useSingleMutation';
import type { AppDataProvider } from '@/dataProvider';
import type { Branch, Subscriber } from '@/dataProvider/types';
import { useLocalName, useNameSort } from '@/src/localName';
import { ActionButton } from '@/src/components/RowActions';
import { PICK_PAGE, SearchPicker } from '@/src/components/SearchPickers';

/** Only branches that can take a subscriber: active, not archived, offering subscriptions. */
const CAN_TAKE_SUBSCRIBERS = { archived: false, status: 'active', services: 'subscription' };
const NO_BRANCH = { branch: '' };

/** Moves the subscriber in context to another branch, after the person picks it and confirms. */
export function ChangeBranchButton() {
  const subscriber = useRecordContext<Subscriber>();
  const translate = useTranslate();
  const localName = useLocalName();
  const byName = useNameSort();
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
    // The HTTP client has shown the server's message as a toast; the dialog stays, with the choice, and
    // says it too: while a dialog is open, the rest of the page (the toasts included) is hidden from
    // screen readers.
  });
  if (!subscriber) return null;
  const titleId = `change-branch-${subscriber.id}`;
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
      <Dialog
        open={open}
        onClose={() => !isPending && setOpen(false)}
        aria-labelledby={titleId}
        onClick={(e) => e.stopPropagation()}
      >
        {/* A form of its own, so the branch is a react-admin reference picker searched as one types. */}
        <Form record={NO_BRANCH} onSubmit={(values: FieldValues) => mutate(String(values.branch))}>
          <DialogTitle id={titleId}>
            {translate('resources.subscribers.changeBranchTitle', { name: subscriber.name })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {translate('resources.subscribers.changeBranchContent', { branch: localName(subscriber.branchName) })}
            </DialogContentText>
            <ReferenceInput
              source="branch"
              reference="branches"
              filter={CAN_TAKE_SUBSCRIBERS}
              sort={byName}
              perPage={PICK_PAGE}
            >
              <SearchPicker
                label="resources.subscribers.newBranch"
                optionText={(branch: Branch) => localName(branch.name)}
                // The subscriber's own branch is listed, but cannot be the new one.
                getOptionDisabled={(branch) => branch.id === subscriber.branchId}
                disabled={isPending}
                helperText={false}
                size="small"
                fullWidth
              />
            </ReferenceInput>
            {error && !isPending && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {error.message}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} disabled={isPending} />
            <ConfirmButton pending={isPending} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

/** Enabled once a branch is picked. */
function ConfirmButton({ pending }: { pending: boolean }) {
  const branch = useWatch<typeof NO_BRANCH>({ name: 'branch' });
  return <Button label="ra.action.confirm" variant="contained" type="submit" disabled={!branch || pending} />;
}
