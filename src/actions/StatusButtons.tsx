import { RecordActionButton } from './RecordActionButton';
import { STATUS_VERBS, type StatusVerb } from './statusVerbs';

export interface StatusButtonsProps {
  messages: string;
  active: boolean;
  archived?: boolean;
  confirm: StatusVerb[];
  name?: string;
}

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
