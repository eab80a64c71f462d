import { useEffect, useRef, type MouseEvent } from 'react';
import { SaveButton as RaSaveButton, useSaveContext, type SaveButtonProps } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * react-admin's Save, pressed once per save. react-admin disables it while the form submits, but only from its
 * next render: on a busy machine a double click's second click lands before that and sends a second request.
 * The first click marks a save as started at once; further clicks are ignored until it has ended.
 */
export function SaveButton(props: SaveButtonProps) {
  // react-hook-form counts a submission when it ends, valid or not; react-admin's save call may run on after it.
  const { submitCount } = useFormState();
  const { saving } = useSaveContext();
  const started = useRef(false);
  useEffect(() => {
    if (!saving) started.current = false;
  }, [submitCount, saving]);
  const { onClick } = props;
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (started.current) {
      event.preventDefault();
      return;
    }
    started.current = true;
    onClick?.(event);
  };
  return <RaSaveButton {...props} onClick={click} />;
}
