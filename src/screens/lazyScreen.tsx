import { lazy, useState, type ComponentType } from 'react';

export type LazyScreen = ComponentType & { preload: () => Promise<unknown>; isLoaded: () => boolean };

// Once fetched it renders with no Suspense fallback, so none of React's throttled reveal (up to 300 ms after one).
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loaded: ComponentType | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // Forget a failed fetch, so the next render or preload tries again.
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Screen(props: object) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded screen would remount it.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Screen, { preload, isLoaded: () => loaded !== undefined });
}

export function isLazyScreen(screen: unknown): screen is LazyScreen {
  return typeof screen === 'function' && typeof (screen as Partial<LazyScreen>).preload === 'function';
}
