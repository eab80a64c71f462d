import { describe, expect, it } from 'vitest';
import { conflicts, dirtyPaths } from '@/src/components/ServerChangeDialog';

describe('the fields staff changed', () => {
  it('lists nested and array leaves by path, and nothing for untouched branches', () => {
    expect(
      dirtyPaths({ price: true, name: { en: true, ar: false }, components: [undefined, { quantity: true }] } as never),
    ).toEqual(['price', 'name.en', 'components.1.quantity']);
    expect(dirtyPaths(undefined)).toEqual([]);
  });
});

describe('what was saved elsewhere over what staff typed', () => {
  const before = { id: 'it_1', name: { en: 'Old', ar: 'قديم' }, price: 10 };

  it('is a field changed on the server and here, to different values', () => {
    const after = { ...before, name: { en: 'Theirs', ar: 'قديم' } };
    expect(conflicts(before, after, { ...before, name: { en: 'Mine', ar: 'قديم' } }, ['name.en'])).toEqual(['name.en']);
  });

  it('is not a field only the server changed, nor one both changed to the same value', () => {
    const after = { ...before, name: { en: 'Same', ar: 'قديم' }, price: 12 };
    expect(conflicts(before, after, { ...before, name: { en: 'Same', ar: 'قديم' } }, ['name.en'])).toEqual([]);
  });

  it('is not a field staff changed that the server left as it was', () => {
    expect(conflicts(before, { ...before }, { ...before, price: 99 }, ['price'])).toEqual([]);
  });
});
