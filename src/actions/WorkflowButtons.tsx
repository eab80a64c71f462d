import type { ReactElement } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ActionName, ResourceName } from '@/dataProvider/endpoints';
import { RecordActionButton } from './RecordActionButton';
import type { KeyShortcut } from '@/src/keyboard/keyShortcuts';

export interface WorkflowButtonsProps {
  actions: readonly ActionName<ResourceName>[];
  messages: string;
  icons?: Partial<Record<string, ReactElement>>;
  dangerous?: readonly ActionName<ResourceName>[];
  name?: string;
  shortcuts?: Partial<Record<string, KeyShortcut & { name: string }>>;
}

/** An action the state machine does not allow now is not offered at all. */
export function WorkflowButtons({
  actions,
  messages,
  icons = {},
  dangerous = [],
  name,
  shortcuts,
}: WorkflowButtonsProps) {
  if (actions.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {actions.map((action) => (
        <RecordActionButton
          key={action}
          action={action}
          label={`${messages}.actions.${action}`}
          icon={icons[action]}
          success={`${messages}.notifications.${action}`}
          confirm={{ title: `${messages}.confirm.${action}Title`, content: `${messages}.confirm.${action}Content` }}
          color={dangerous.includes(action) ? 'error' : 'primary'}
          name={name}
          variant="outlined"
          shortcut={shortcuts?.[action]}
        />
      ))}
    </Stack>
  );
}

export function StatusActions(props: WorkflowButtonsProps) {
  const translate = useTranslate();
  return (
    <Stack sx={{ mt: 2 }} spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {translate(`${props.messages}.actionsTitle`)}
      </Typography>
      {props.actions.length === 0 ? (
        <Typography color="text.secondary">{translate(`${props.messages}.noActions`)}</Typography>
      ) : (
        <WorkflowButtons {...props} />
      )}
    </Stack>
  );
}
