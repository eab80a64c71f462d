import { useMemo, useRef, type ReactNode } from 'react';
import { SaveContextProvider, useSaveContext, type SaveContextValue } from 'react-admin';

type Save = NonNullable<SaveContextValue['save']>;

/**
 * The save of the forms inside, one at a time: a call while the previous one is still out sends nothing and waits
 * for that one's answer. A double click, or Enter pressed twice, submits twice before the form shows itself busy
 * (react-admin disables Save only from its next render); whatever the button, both submissions reach this save.
 * The screens save pessimistically (RecordEdit, RecordCreate): the save's promise is the server's answer. Once it
 * has come, the next call goes at once: after a failure it is a retry.
 */
export function SingleSave({ children }: { children: ReactNode }) {
  const context = useSaveContext();
  const pending = useRef<ReturnType<Save> | null>(null);
  const { save } = context;
  const single = useMemo<SaveContextValue>(
    () => ({
      ...context,
      save: save
        ? (...args: Parameters<Save>) => {
            if (pending.current) return pending.current;
            // Set in the call itself, before anything renders; a save that throws settles as a rejection.
            const call = new Promise<Awaited<ReturnType<Save>>>((resolve) => resolve(save(...args)));
            pending.current = call;
            const settle = () => {
              if (pending.current === call) pending.current = null;
            };
            call.then(settle, settle);
            return call;
          }
        : undefined,
    }),
    [context, save],
  );
  return <SaveContextProvider value={single}>{children}</SaveContextProvider>;
}
