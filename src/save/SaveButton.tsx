import type { MouseEvent } from 'react';
import { SaveButton as RaSaveButton, type SaveButtonProps } from 'react-admin';
import { useOnline } from '@/src/query/useOnline';
import { useSaveMerge } from './SaveMerge';

/** Disabled offline, what is typed staying for when the connection is back; one press, one save is SingleSave's. */
export function SaveButton(props: SaveButtonProps) {
  const online = useOnline();
  const merge = useSaveMerge();
  const { onClick } = props;
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    merge?.noteTrigger(event.currentTarget);
    onClick?.(event);
  };
  return <RaSaveButton {...props} disabled={online ? props.disabled : true} onClick={click} />;
}
