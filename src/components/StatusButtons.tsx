import type { ReactElement } from 'react';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { RecordActionButton } from './RecordActionButton';

export type StatusVerb = 'activate' | 'deactivate' | 'archive' | 'restore';

const VERBS: Record<StatusVerb, { icon: ReactElement; done: string; color?: 'error' }> = {
  activate: { icon: <ToggleOnIcon />, done: 'activated' },
  deactivate: { icon: <ToggleOffIcon />, done: 'deactivated', color: 'error' },
  archive: { icon: <ArchiveIcon />, done: 'archived', color: 'error' },
  restore: { icon: <UnarchiveIcon />, done: 'restored' },
};

export interface StatusButtonsProps {
  /** The area's i18n prefix: `<prefix>.notifications.activated…` and `<prefix>.confirm.<verb>Title|Content`. */
  messages: string;
  active: boolean;
  /** Leave out to offer no archive or restore. */
  archived?: boolean;
  /** The calls that ask for a confirmation first. */
  confirm: StatusVerb[];
  /** Names the record in the confirmation. */
  name?: string;
}

/** Activate or deactivate, and archive or restore, the record in context, through the area's actions. */
export function StatusButtons({ messages, active, archived, confirm, name }: StatusButtonsProps) {
  const verbs: StatusVerb[] = [active ? 'deactivate' : 'activate'];
  if (archived !== undefined) verbs.push(archived ? 'restore' : 'archive');
  return (
    <>
      {verbs.map((verb) => (
        <RecordActionButton
          key={verb}
          action={verb}
          label={`app.actions.${verb}`}
          icon={VERBS[verb].icon}
          success={`${messages}.notifications.${VERBS[verb].done}`}
          confirm={
            confirm.includes(verb)
              ? { title: `${messages}.confirm.${verb}Title`, content: `${messages}.confirm.${verb}Content` }
              : undefined
          }
          color={VERBS[verb].color}
          name={name}
        />
      ))}
    </>
  );
}
