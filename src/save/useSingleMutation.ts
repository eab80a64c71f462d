import { useCallback } from 'react';
import {
  useMutation,
  type DefaultError,
  type UseMutateFunction,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useClickGuard } from './useClickGuard';

// `disabled={isPending}` alone lets a double click send twice: TanStack Query's notifyManager tells the component on
// the next tick (setTimeout), so the guard is set in the click itself.
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
        // The options' onError (or the HTTP client) reports a failure: `mutate` never rejects.
        () => release(false),
      );
    },
    [mutateAsync, take, release],
  );
  return { ...mutation, mutate } as UseMutationResult<TData, TError, TVariables, TContext>;
}
