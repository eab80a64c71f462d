/**
 * Which rows of a list of fixed-height rows are on screen or within `margin` screens of it (half a screen by
 * default), as the page (or any box around the list) scrolls or the window resizes. The list renders only those:
 * a category of 640 items keeps about thirty rows in the page, so a drop lays out, styles and observes what a
 * 16-item category does.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

export interface RowRange {
  /** The first row to render. */
  start: number;
  /** One past the last row to render. */
  end: number;
}

/** The range for a list whose top is `top` px from the viewport's top; pure, so it can be tested alone. */
export function rowsNear(top: number, viewport: number, count: number, rowHeight: number, margin: number): RowRange {
  const start = Math.floor((-top - margin * viewport) / rowHeight);
  const end = Math.ceil((viewport * (1 + margin) - top) / rowHeight);
  const clamp = (n: number) => Math.min(count, Math.max(0, n));
  return { start: clamp(start), end: clamp(end) };
}

export function useWindowRows(
  list: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  margin = 0.5,
): RowRange {
  const [range, setRange] = useState<RowRange>(() => ({ start: 0, end: Math.min(count, 40) }));
  useLayoutEffect(() => {
    const update = () => {
      const element = list.current;
      if (!element) return;
      const next = rowsNear(element.getBoundingClientRect().top, window.innerHeight, count, rowHeight, margin);
      setRange((shown) => (shown.start === next.start && shown.end === next.end ? shown : next));
    };
    update();
    // Captured at the document, a scroll of the window or of any box around the list is seen.
    document.addEventListener('scroll', update, { capture: true, passive: true });
    window.addEventListener('resize', update);
    return () => {
      document.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('resize', update);
    };
  }, [list, count, rowHeight, margin]);
  return range;
}
