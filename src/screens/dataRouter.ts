import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, type To } from 'react-router';

export type NavigateAtOnce = (to: To) => void;

// Inside react-admin's routes React Router can only start a transition, rendered in 5 ms slices with a frame painted
// between; the data router itself can navigate with flushSync.
export function useNavigateAtOnce(): NavigateAtOnce | undefined {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const navigate = useCallback(
    (to: To) => void router?.navigate(to, { flushSync: true, state: { _scrollToTop: true } }),
    [router],
  );
  return router ? navigate : undefined;
}
