import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A value's place in the sentence while it is translated: no text holds this character. */
const MARK = '\u0001';

/**
 * Translates a sentence with record values in it (a name, a code, a phone), each value isolated (a span with its
 * own `dir`, isolated as <bdi> is, and read as inline text by every accessibility tree): a
 * Latin code keeps its own order inside an Arabic question and an Arabic name inside an English one, and the
 * sentence's "?" stays the sentence's. The text read aloud and matched is the same as without.
 */
export function useSentence(): (key: string, values: Record<string, string>) => ReactNode {
  const translate = useTranslate();
  return (key, values) => {
    const names = Object.keys(values);
    const marked = translate(key, Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`])));
    return marked.split(new RegExp(`${MARK}(\\d+)${MARK}`)).map((part, i) =>
      i % 2 === 1 ? (
        <span key={i} dir="auto">
          {values[names[Number(part)]]}
        </span>
      ) : (
        part
      ),
    );
  };
}
