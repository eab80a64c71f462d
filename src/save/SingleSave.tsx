import { useMemo, useRef, type ReactNode } from 'react';
import { SaveContextProvider, useSaveContext, type SaveContextValue } from 'react-admin';
import { useClickGuard } from './useClickGuard';

type Save = NonNullable<SaveContextValue['save']>;

/**
 * The forms' save, one call at a time: react-admin disables Save only from its next render, so a double click or
 * Enter pressed twice submits twice. A call while one is out sends nothing and waits for its answer; so does the
 * second half of a double click that lands after a quick answer, before the screen has moved on (useClickGuard).
 */
export function SingleSave({ children }: { children: ReactNode }) {
  const context = useSaveContext();
  const pending = useRef<ReturnType<Save> | null>(null);
  const { take, release } = useClickGuard();
  const { save } = context;
  const single = useMemo<SaveContextValue>(
    () => ({
      ...context,
      save: save
        ? (...args: Parameters<Save>) => {
            if (pending.current) return pending.current;
            if (!take()) return Promise.resolve(undefined);
            const call = new Promise<Awaited<ReturnType<Save>>>((resolve) => resolve(save(...args)));
            pending.current = call;
            // react-admin's save answers the server's field errors of a refused save, nothing otherwise.
            call.then(
              (errors) => {
                pending.current = null;
                release(errors == null);
              },
              () => {
                pending.current = null;
                release(false);
              },
            );
            return call;
          }
        : undefined,
    }),
    [context, save, take, release],
  );
  return <SaveContextProvider value={single}>{children}</SaveContextProvider>;
}
