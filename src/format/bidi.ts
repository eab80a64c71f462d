// Each line's first letter sets its direction, so its punctuation and an ellipsis stay at its own end. Not inherited:
// a cell of several values (a row of chips) keeps the screen's order.
export const BIDI_OWN = { unicodeBidi: 'plaintext' } as const;

const FIRST_LETTER = /\p{L}/u;
const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** As `dir="auto"` finds it, for a value of parts each isolated, which `dir="auto"` does not look into. */
export function textDirection(text: string): 'ltr' | 'rtl' | undefined {
  const letter = FIRST_LETTER.exec(text)?.[0];
  if (!letter) return undefined;
  return RIGHT_TO_LEFT.test(letter) ? 'rtl' : 'ltr';
}
