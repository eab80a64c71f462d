import { useEffect, useRef, type MouseEvent } from 'react';
import { SaveButton as RaSaveButton, useSaveContext, type SaveButtonProps } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useClickGuard } from '@/src/useClickGuard';
import { useOnline } from '@/src/useOnline';
import { ServerChangeDialog } from './ServerChangeDialog';
import { useFreshSave } from './FreshSave';

/** How long a save handed over to react-admin may take to show as running before Save is let go anyway. */
const HANDOVER_MS = 1_000;

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
  const { submitCount, isSubmitSuccessful } = useFormState();
  const { saving } = useSaveContext();
  const { take, release } = useClickGuard();
  // A valid submission of a react-admin form hands its save over and ends; the save shows as running only from a
  // later render (react-query tells of it on a timer). Between the two, the press is not over: letting go there let
  // a double click's second half through on a loaded machine (two codes created). So it is let go once the save has
  // shown as running and ended, or if it never shows within HANDOVER_MS. A screen's own save that says nothing of
  // `saving` (plan settings) runs inside the submission: its end is the save's.
  const handsOver = typeof saving === 'boolean';
  const sawSaving = useRef(false);
  // The wait for a handed-over save belongs to its own press: a new press does not let go on its timer.
  const handover = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (saving) {
      sawSaving.current = true;
      return undefined;
    }
    if (!handsOver || !isSubmitSuccessful || sawSaving.current) {
      sawSaving.current = false;
      release(false);
      return undefined;
    }
    const timer = setTimeout(() => release(false), HANDOVER_MS);
    handover.current = timer;
    return () => clearTimeout(timer);
  }, [submitCount, saving, isSubmitSuccessful, handsOver, release]);
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
    clearTimeout(handover.current);
    onClick?.(event);
  };
  return (
    <>
      <RaSaveButton {...props} disabled={online ? props.disabled : true} onClick={click} />
      <ServerChangeDialog />
    </>
  );
}
