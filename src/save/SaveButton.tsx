import type { MouseEvent } from 'react';
import { SaveButton as RaSaveButton, type SaveButtonProps } from 'react-admin';
import { useOnline } from '@/src/query/useOnline';
import { useSaveMerge } from './SaveMerge';

/**
 * react-admin's Save, disabled offline: nothing can be saved (the offline bar says so), and what is typed stays for
 * when the connection is back. One press is one save whatever the button: the save itself takes one call at a time
 * (SingleSave).
 */
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
