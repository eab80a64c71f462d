import { useCallback } from 'react';
import {
  useMutation,
  type DefaultError,
  type UseMutateFunction,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useClickGuard } from './useClickGuard';

/**
 * TanStack Query's useMutation, sending one call at a time: `mutate` while a call is still out does
 * nothing. A double click on Save must send one request, and `disabled={isPending}` alone does not
 * make sure of it: the query client tells the component that the call started on the next tick
 * (its notifyManager batches through setTimeout), so the second click of a quick double click lands on
 * a button that is still enabled. The guard here is set in the click itself, and also holds off the second
 * half of a double click that arrives after the first call has come back (useClickGuard).
 */
export function useSingleMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const { take, release } = useClickGuard();
  const { mutateAsync } = mutation;
  const mutate = useCallback(
    (...args: Parameters<UseMutateFunction<TData, TError, TVariables, TContext>>) => {
      if (!take()) return;
      mutateAsync(...args).then(
        () => release(true),
        // The options' onError (or the HTTP client) reports a failure; `mutate` never rejects.
        () => release(false),
      );
    },
    [mutateAsync, take, release],
  );
  return { ...mutation, mutate } as UseMutationResult<TData, TError, TVariables, TContext>;
}
