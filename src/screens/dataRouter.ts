import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, type To } from 'react-router';

/** Goes to an address in one synchronous render, scrolled to the top as react-admin's own links are. */
export type NavigateAtOnce = (to: To) => void;

/**
 * react-admin navigates from inside its own routes, where React Router can only start a transition: React then
 * renders the next screen in 5 ms slices with a frame painted between each. The app's data router itself can
 * navigate with flushSync, rendering the same work at once. Undefined outside a data router.
 */
export function useNavigateAtOnce(): NavigateAtOnce | undefined {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const navigate = useCallback(
    (to: To) => void router?.navigate(to, { flushSync: true, state: { _scrollToTop: true } }),
    [router],
  );
  return router ? navigate : undefined;
}
