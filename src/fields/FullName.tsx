import { textDirection } from '@/src/format/bidi';
import { ValueLine } from './ValueLine';

/**
 * A person's first and last name, each isolated: a bidi control typed in one must not reorder the other. The
 * whole name reads in its own direction: an English name left to right on the Arabic screen, an Arabic one
 * right to left on the English screen.
 */
export function FullName({ firstName, lastName }: { firstName: string; lastName: string }) {
  return (
    <ValueLine dir={textDirection(`${firstName} ${lastName}`)}>
      <bdi>{firstName}</bdi> <bdi>{lastName}</bdi>
    </ValueLine>
  );
}
