import { format } from 'node:util';
import * as React from 'react';

/**
 * The starts of react-dom's warnings about a prop that reached a DOM element it means nothing to (a component's
 * prop spread onto a <div>, a handler React does not know, a value an attribute cannot take).
 */
const PROP_ON_DOM = [
  'React does not recognize the',
  'Unknown event handler property',
  'Invalid event handler property',
  'Invalid value for prop',
  'Invalid values for props',
  'Invalid DOM property',
  'Invalid attribute name',
  'Received `%s` for a non-boolean attribute',
  'Received NaN for the',
];

const WATCHING = Symbol.for('backoffice.domPropWarnings');
type Watched = typeof console.error & { [WATCHING]?: string[] };

/**
 * From now on in this worker, keeps each such warning (with the components that rendered the element) for
 * `takeDomPropWarnings`, and still prints it. Once per worker: files that share a worker run this again.
 */
export function watchDomPropWarnings(): void {
  if ((console.error as Watched)[WATCHING]) return;
  const print = console.error.bind(console);
  const kept: string[] = [];
  const watched: Watched = Object.assign(
    (...args: unknown[]) => {
      if (typeof args[0] === 'string' && PROP_ON_DOM.some((start) => (args[0] as string).startsWith(start))) {
        kept.push(format(...args) + (React.captureOwnerStack?.() ?? ''));
      }
      print(...args);
    },
    { [WATCHING]: kept },
  );
  console.error = watched;
}

/** The warnings kept since the last call, and forgets them. */
export function takeDomPropWarnings(): string[] {
  const kept = (console.error as Watched)[WATCHING] ?? [];
  return kept.splice(0);
}
