import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** A screen in its own chunk, which can also be fetched ahead of its first render (see preloadScreen.ts). */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  return Object.assign(lazy(load), { preload: load });
}

export function isLazyScreen(screen: unknown): screen is LazyScreen {
  return typeof screen === 'object' && screen !== null && typeof (screen as Partial<LazyScreen>).preload === 'function';
}
