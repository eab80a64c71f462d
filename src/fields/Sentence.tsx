import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** No text holds this character. */
const MARK = '\u0001';

// Each value in a span with its own `dir` (isolated as <bdi> is, read as inline text by every accessibility tree): a
// Latin code keeps its order inside an Arabic question, and the sentence's "?" stays the sentence's.
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
