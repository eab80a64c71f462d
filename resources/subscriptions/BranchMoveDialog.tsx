import type { ReactNode } from 'react';
import { Alert, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Button, Form, ReferenceInput } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import type { Branch } from '@/dataProvider/types';
import { useLocalName, useNameSort } from '@/src/format/localName';
import { PICK_PAGE, SearchPicker } from '@/src/forms/SearchPickers';

/** Only branches that can take a subscriber: active, not archived, offering subscriptions. */
const CAN_TAKE_SUBSCRIBERS = { archived: false, status: 'active', services: 'subscription' };
const NO_BRANCH = { branch: '' };

export interface BranchMoveDialogProps {
  open: boolean;
  titleId: string;
  title: ReactNode;
  content: ReactNode;
  /** A branch listed but not to be picked (the one subscriber's own). */
  current?: string;
  pending: boolean;
  error?: string;
  onClose: () => void;
  onPick: (branch: string) => void;
}

export function BranchMoveDialog({
  open,
  titleId,
  title,
  content,
  current,
  pending,
  error,
  onClose,
  onPick,
}: BranchMoveDialogProps) {
  const localName = useLocalName();
  const byName = useNameSort();
  return (
    <Dialog
      open={open}
      onClose={() => !pending && onClose()}
      aria-labelledby={titleId}
      onClick={(e) => e.stopPropagation()}
    >
      {/* A form of its own, so the branch is a react-admin reference picker searched as one types. */}
      <Form record={NO_BRANCH} onSubmit={(values: FieldValues) => onPick(String(values.branch))}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{content}</DialogContentText>
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
              getOptionDisabled={(branch) => branch.id === current}
              disabled={pending}
              helperText={false}
              size="small"
              fullWidth
            />
          </ReferenceInput>
          {error && !pending && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} disabled={pending} />
          <ConfirmButton pending={pending} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

function ConfirmButton({ pending }: { pending: boolean }) {
  const branch = useWatch<typeof NO_BRANCH>({ name: 'branch' });
  return <Button label="ra.action.confirm" variant="contained" type="submit" disabled={!branch || pending} />;
}
