import type { ReactNode } from 'react';

/**
 * A value made of parts each isolated on its own (a count in <Ltr> beside words in <bdi>, a first and a last
 * name), on a line of its own direction: `dir`, or the screen's. In a table cell, whose text takes its direction
 * from its first letter and sees none inside isolates, the parts would otherwise be ordered left to right and
 * cut at the wrong end; here they keep their order, and a long value ends in an ellipsis at its own end.
 */
export function ValueLine({ dir, children }: { dir?: 'ltr' | 'rtl'; children: ReactNode }) {
  return (
    <span dir={dir} style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {children}
    </span>
  );
}
