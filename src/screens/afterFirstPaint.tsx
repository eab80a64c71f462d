import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * False for a screen's first frame, true from the next one. Parts that are not on screen yet (a form's hidden
 * tabs, a section below the fold) render then, so opening a record paints its first fields without waiting
 * for them. The later render is a transition: typing or a click meanwhile goes first.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The frame after this one has been painted: a timer queued from an animation frame.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** Its children render from a screen's second frame (see useAfterFirstPaint): for what sits below the fold. */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
