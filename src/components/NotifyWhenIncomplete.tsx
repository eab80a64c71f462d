import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { useNotify } from 'react-admin';

/**
 * Placed inside a react-admin form: after a submit that validation stopped, says the form's own
 * message (e.g. 'You should complete data') instead of react-admin's generic one.
 */
export function NotifyWhenIncomplete({ message }: { message: string }) {
  const { submitCount, errors, isSubmitSuccessful } = useFormState();
  const notify = useNotify();
  const seen = useRef(submitCount);
  useEffect(() => {
    if (submitCount === seen.current) return;
    seen.current = submitCount;
    if (!isSubmitSuccessful && Object.keys(errors).length > 0) notify(message, { type: 'warning' });
  }, [submitCount, errors, isSubmitSuccessful, message, notify]);
  return null;
}
