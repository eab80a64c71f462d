import { useEffect, type MouseEvent } from 'react';
import { SaveButton as RaSaveButton, useSaveContext, type SaveButtonProps } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useClickGuard } from '@/src/useClickGuard';
import { useOnline } from '@/src/useOnline';
import { ServerChangeDialog } from './ServerChangeDialog';
import { useFreshSave } from './FreshSave';

/**
 * react-admin's Save, pressed once per save. react-admin disables it while the form submits, but only from its
 * next render: on a busy machine a double click's second click lands before that and sends a second request.
 * The first click marks a save as started at once; further clicks are ignored until the submission has ended.
 * The form cannot tell a saved record from a failed call (react-admin reports the failure and the submission
 * still ends well), so the next press after it is taken at once: it may be a retry.
 * Every form has its Save, so it also carries the question of whose changes win when the record is saved elsewhere
 * meanwhile (ServerChangeDialog): the answer decides what this button will send.
 */
export function SaveButton(props: SaveButtonProps) {
  // react-hook-form counts a submission when it ends, valid or not; react-admin's save call may run on after it.
  const { submitCount } = useFormState();
  const { saving } = useSaveContext();
  const { take, release } = useClickGuard();
  useEffect(() => {
    if (!saving) release(false);
  }, [submitCount, saving, release]);
  // Offline, nothing can be saved (the offline bar says so); what is typed stays for when the connection is back.
  const online = useOnline();
  const { onClick } = props;
  const fresh = useFreshSave();
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    fresh?.noteTrigger(event.currentTarget);
    if (!take()) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <>
      <RaSaveButton {...props} disabled={online ? props.disabled : true} onClick={click} />
      <ServerChangeDialog />
    </>
  );
}
