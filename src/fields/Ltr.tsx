import type { ReactNode } from 'react';

/**
 * A value that reads left to right whatever the language: a phone ("+966…", whose "+" would otherwise move
 * to the end in Arabic), a code, a count like "50 / 0", a date and time (whose time would otherwise come
 * first in Arabic). Isolated, so the text around it keeps its own order, and never broken across lines.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </bdi>
  );
}
