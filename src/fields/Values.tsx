import { Fragment, type ReactNode } from 'react';
import { ValueLine } from './ValueLine';

/** Each isolated, so an Arabic name beside a date keeps both in order; one that must not break comes as <Ltr>. */
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
