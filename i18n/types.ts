/** A tree of messages: strings at the leaves. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

type ArabicPluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type PluralKey = `${string}_one` | `${string}_other`;

/**
 * The Arabic twin of an English message tree: the same keys, except that an English plural pair
 * (`key_one`, `key_other`) becomes Arabic's six forms. A missing or extra key fails the typecheck.
 */
export type ArabicOf<T> = {
  [K in keyof T as K extends PluralKey ? never : K]: T[K] extends string ? string : ArabicOf<T[K]>;
} & {
  [K in keyof T as K extends `${infer Base}_one` ? `${Base}_${ArabicPluralForm}` : never]: string;
};

/** What an area's messages.ts exports. */
export interface AreaMessages<T extends MessageTree = MessageTree> {
  en: T;
  ar: ArabicOf<T>;
}
