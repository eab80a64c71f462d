import type { ReactNode } from 'react';

// A table cell takes its direction from its first letter and sees none inside isolates: parts each isolated would be
// ordered left to right and cut at the wrong end.
export function ValueLine({ dir, children }: { dir?: 'ltr' | 'rtl'; children: ReactNode }) {
  return (
    <span dir={dir} style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {children}
    </span>
  );
}
