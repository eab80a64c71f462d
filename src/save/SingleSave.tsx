import { useMemo, useRef, type ReactNode } from 'react';
import { SaveContextProvider, useSaveContext, type SaveContextValue } from 'react-admin';

type Save = NonNullable<SaveContextValue['save']>;

/**
 * The forms' save, one call at a time: react-admin disables Save only from its next render, so a double click or
 * Enter pressed twice submits twice; the second call, whatever the button, sends nothing and waits for the first's
 * answer (RecordEdit and RecordCreate save pessimistically: the promise is the server's). Then a call goes at once.
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
