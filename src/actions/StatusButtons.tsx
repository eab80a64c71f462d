import { RecordActionButton } from './RecordActionButton';
import { STATUS_VERBS, type StatusVerb } from './statusVerbs';

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
          icon={STATUS_VERBS[verb].icon}
          success={`${messages}.notifications.${STATUS_VERBS[verb].done}`}
          confirm={
            confirm.includes(verb)
              ? { title: `${messages}.confirm.${verb}Title`, content: `${messages}.confirm.${verb}Content` }
              : undefined
          }
          color={STATUS_VERBS[verb].color}
          name={name}
        />
      ))}
    </>
  );
}
