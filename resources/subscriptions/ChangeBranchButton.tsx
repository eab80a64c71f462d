import { useState } from 'react';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import {
  Button,
  useDataProvider,
  useGetList,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useSingleMutation } from '@/src/useSingleMutation';
import type { AppDataProvider } from '@/dataProvider';
import type { Branch, Subscriber } from '@/dataProvider/types';
import { useLocalName, useSortedByName } from '@/src/localName';
import { ActionButton } from '@/src/components/RowActions';

/** Moves the subscriber in context to another branch, after the person picks it and confirms. */
export function ChangeBranchButton() {
  const subscriber = useRecordContext<Subscriber>();
  const translate = useTranslate();
  const localName = useLocalName();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const sortedByName = useSortedByName();
  const [open, setOpen] = useState(false);
  const [branch, setBranch] = useState('');
  // Only branches that can take a subscriber: active, not archived, offering subscriptions.
  const { data: branches = [], isPending: loading } = useGetList<Branch & { id: string }>(
    'branches',
    { pagination: { page: 1, perPage: 500 }, filter: { archived: false, status: 'active', services: 'subscription' } },
    { enabled: open },
  );
  const { mutate, isPending, error, reset } = useSingleMutation({
    mutationFn: () =>
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
  const choices = sortedByName(branches.filter((b) => b.sk !== subscriber.branchId));
  const titleId = `change-branch-${subscriber.id}`;
  return (
    <>
      <ActionButton
        label="resources.subscribers.changeBranch"
        icon={<SwapHorizIcon />}
        onClick={() => {
          setBranch('');
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
        <DialogTitle id={titleId}>
          {translate('resources.subscribers.changeBranchTitle', { name: subscriber.name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('resources.subscribers.changeBranchContent', { branch: localName(subscriber.branchName) })}
          </DialogContentText>
          <TextField
            select
            fullWidth
            size="small"
            label={translate('resources.subscribers.newBranch')}
            value={branch}
            onChange={(event) => setBranch(event.target.value)}
            disabled={loading}
            helperText={loading ? translate('ra.page.loading') : undefined}
          >
            {choices.map((b) => (
              <MenuItem key={b.sk} value={b.sk}>
                {localName(b.name)}
              </MenuItem>
            ))}
          </TextField>
          {error && !isPending && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} disabled={isPending} />
          <Button
            label="ra.action.confirm"
            variant="contained"
            onClick={() => mutate()}
            disabled={!branch || isPending}
          />
        </DialogActions>
      </Dialog>
    </>
  );
}
