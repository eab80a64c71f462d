import { textDirection } from '@/src/format/bidi';
import { ValueLine } from './ValueLine';

/** Each name isolated: a bidi control typed in one must not reorder the other. */
export function FullName({ firstName, lastName }: { firstName: string; lastName: string }) {
  return (
    <ValueLine dir={textDirection(`${firstName} ${lastName}`)}>
      <bdi>{firstName}</bdi> <bdi>{lastName}</bdi>
    </ValueLine>
  );
}
