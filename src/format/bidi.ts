/**
 * A value in its own direction: each line's first letter sets it (Latin left to right, Arabic right to left; a
 * phone, with none, left to right), so its punctuation stays at its own end and an ellipsis cuts its own end.
 * It stays aligned as the screen is where left and right are explicit (mirrored in Arabic), not start or end.
 * Not inherited: a cell of several values (a row of chips, an isolated group) keeps the screen's order.
 */
export const BIDI_OWN = { unicodeBidi: 'plaintext' } as const;

const FIRST_LETTER = /\p{L}/u;
const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * The direction a text's first letter sets, as `dir="auto"` finds it; undefined with no letter (a phone).
 * For a value built from parts each isolated on its own, which `dir="auto"` does not look into.
 */
export function textDirection(text: string): 'ltr' | 'rtl' | undefined {
  const letter = FIRST_LETTER.exec(text)?.[0];
  if (!letter) return undefined;
  return RIGHT_TO_LEFT.test(letter) ? 'rtl' : 'ltr';
}
