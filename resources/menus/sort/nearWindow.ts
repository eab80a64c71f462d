/**
 * Whether an element is on screen or within a screen's height of it, as the page scrolls: one
 * IntersectionObserver for all the elements watched. Without IntersectionObserver every element is near.
 */
let observer: IntersectionObserver | undefined;
const listeners = new WeakMap<Element, (near: boolean) => void>();

/** Calls `onChange` with the element's state now and at each change; returns the function that stops watching. */
export function watchNearWindow(element: Element, onChange: (near: boolean) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onChange(true);
    return () => {};
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: '100% 0px' },
  );
  listeners.set(element, onChange);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    listeners.delete(element);
  };
}
