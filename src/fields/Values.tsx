import { Fragment, type ReactNode } from 'react';
import { ValueLine } from './ValueLine';

/**
 * Values side by side, each isolated (an Arabic name beside a date keeps both in order), wrapping between
 * them, in the screen's order; a value that must not break (a date, a phone) comes as <Ltr> or <DateRange>.
 */
export function Values({ values }: { values: ReactNode[] }) {
  const shown = values.filter((value) => value !== null && value !== undefined && value !== '' && value !== false);
  return (
    <ValueLine>
      {shown.map((value, index) => (
        <Fragment key={index}>
          <bdi>{value}</bdi>
          {index < shown.length - 1 && ' · '}
        </Fragment>
      ))}
    </ValueLine>
  );
}
