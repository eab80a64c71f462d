/** Where a list's Latin values and phones are drawn inside an Arabic screen: each must read in its own direction. */
import { type Page } from '@playwright/test';

/** A value of a list as drawn: what it reads, and what of it is out of its own direction. */
export interface DrawnValue {
  text: string;
  kind: 'phone' | 'question' | 'latin';
  /** Its first character is drawn right of its last one: a phone's "+" after its digits, a "?" before a sentence. */
  backwards: boolean;
  /** Cut short at its start: its first character is drawn outside its cell or chip. */
  startHidden: boolean;
}

/**
 * Every value on the list's screen written in Latin letters or as a phone, with no Arabic in it, in a table
 * cell or a chip: where its first and last characters are drawn. Values carrying bidi controls of their own
 * (hostile overrides in the seed) are left out: they are drawn as their controls say.
 */
export async function drawnValues(page: Page): Promise<DrawnValue[]> {
  return page.evaluate(() => {
    const found: DrawnValue[] = [];
    const main = document.getElementById('main-content') ?? document.body;
    for (const box of main.querySelectorAll('tbody td, .MuiChip-label, .AppTag-label')) {
      const text = (box.textContent ?? '').trim();
      if (/[\u0600-\u06ff\u202a-\u202e\u2066-\u2069\u200e\u200f]/.test(text)) continue;
      const kind = /^\+\d{6,15}$/.test(text)
        ? 'phone'
        : /^[A-Za-z][^?]*\?$/.test(text)
          ? 'question'
          : /^[A-Za-z+]/.test(text)
            ? 'latin'
            : null;
      if (!kind) continue;
      // Its first and last characters, across its text nodes (an isolate or a link may split it).
      const chars: [Text, number][] = [];
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
        for (let i = 0; i < node.data.length; i += 1) if (node.data[i].trim()) chars.push([node, i]);
      if (chars.length < 2) continue;
      const drawn = ([node, index]: [Text, number]) => {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        return range.getBoundingClientRect();
      };
      const first = drawn(chars[0]);
      const last = drawn(chars[chars.length - 1]);
      const outer = box.getBoundingClientRect();
      found.push({
        text,
        kind,
        backwards: first.left > last.left,
        startHidden: first.left < outer.left - 0.5 || first.right > outer.right + 0.5,
      });
    }
    return found;
  });
}
