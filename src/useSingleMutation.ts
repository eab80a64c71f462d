import { useCallback, useRef } from 'react';
import { useMutation, type DefaultError, type UseMutateFunction, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';

/**
 * TanStack Query's useMutation, sending one call at a time: `mutate` while a call is still out does
 * nothing. A double click on Save must send one request, and `disabled={isPending}` alone does not
 * make sure of it: the query client tells the component that the call started on the next tick
 * (its notifyManager batches through setTimeout), so the second click of a quick double click lands on
 * a button that is still enabled. The guard here is a ref, set in the click itself.
 */
export function useSingleMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const inFlight = useRef(false);
  const { mutateAsync } = mutation;
  const mutate = useCallback(
    (...args: Parameters<UseMutateFunction<TData, TError, TVariables, TContext>>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutateAsync(...args)
        // The options' onError (or the HTTP client) reports a failure; `mutate` never rejects.
        .catch(() => undefined)
        .finally(() => {
          inFlight.current = false;
        });
    },
    [mutateAsync],
  );
  return { ...mutation, mutate } as UseMutationResult<TData, TError, TVariables, TContext>;
}
