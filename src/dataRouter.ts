import { useContext } from 'react';
import { UNSAFE_DataRouterContext, type DataRouter } from 'react-router';

/**
 * The app's data router. react-admin navigates from inside its own routes, where React Router can only start
 * a transition: React then renders the next screen in 5 ms slices with a frame painted between each. The
 * data router itself can navigate with flushSync, rendering the same work at once.
 */
export function useDataRouter(): DataRouter | undefined {
  return useContext(UNSAFE_DataRouterContext)?.router;
}
