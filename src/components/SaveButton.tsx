import { useEffect, type MouseEvent } from 'react';
import { SaveButton as RaSaveButton, useSaveContext, type SaveButtonProps } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useClickGuard } from '@/src/useClickGuard';

/**
 * react-admin's Save, pressed once per save. react-admin disables it while the form submits, but only from its
 * next render: on a busy machine a double click's second click lands before that and sends a second request.
 * The first click marks a save as started at once; further clicks are ignored until it has ended, and so is the
 * second half of a double click that arrives after a quick save has come back (useClickGuard).
 */
export function SaveButton(props: SaveButtonProps) {
  // react-hook-form counts a submission when it ends, valid or not; react-admin's save call may run on after it.
  // A submission the form's rules refused is not successful: Save may be pressed again at once.
  const { submitCount, isSubmitSuccessful } = useFormState();
  const { saving } = useSaveContext();
  const { take, release } = useClickGuard();
  useEffect(() => {
    if (!saving) release(isSubmitSuccessful);
  }, [submitCount, saving, isSubmitSuccessful, release]);
  const { onClick } = props;
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (!take()) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return <RaSaveButton {...props} onClick={click} />;
}
