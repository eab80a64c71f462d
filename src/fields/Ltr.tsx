import type { ReactNode } from 'react';

// In Arabic a phone's "+" would otherwise move to its end, and a date's time come first. Isolated, so the text
// around it keeps its own order.
export function Ltr({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </bdi>
  );
}
