// The rows of a fixed-height list on screen or within `margin` screens of it, as the page or any box around it
// scrolls: a category of 640 items keeps about thirty rows in the page, so a drop costs what a 16-item one does.
import { useLayoutEffect, useState, type RefObject } from 'react';

export interface RowRange {
  start: number;
  end: number;
}

/** Pure, so it can be tested alone. */
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
