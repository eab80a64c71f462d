import { describe, expect, it } from 'vitest';
import { fieldPaths, mergeThree, sameValue } from '@/dataProvider/merge';
import { dirtyPaths } from '@/src/save/MergeInForm';
import { movedBase } from '@/src/save/SaveMerge';

const base = { id: 'pc_1', name: 'Spring', minCartValue: 75, name2: { en: 'Old', ar: 'قديم' }, branches: ['br_1'] };

describe('a save merged with what the server has now', () => {
  it('sends the server’s value of a field only they changed', () => {
    const theirs = { ...base, minCartValue: 86 };
    const mine = { ...base, name: 'Summer' };
    expect(mergeThree(base, theirs, mine)).toEqual({
      body: { ...base, name: 'Summer', minCartValue: 86 },
      conflicts: [],
    });
  });

  it('sends this form’s value of a field only it changed', () => {
    expect(mergeThree(base, { ...base }, { ...base, minCartValue: 90 }).body.minCartValue).toBe(90);
  });

  it('names a field both changed to different values, and one language of a bilingual name only', () => {
    const theirs = { ...base, name2: { en: 'Theirs', ar: 'قديم' }, minCartValue: 80 };
    const mine = { ...base, name2: { en: 'Mine', ar: 'جديد' }, minCartValue: 90 };
    const { conflicts, body } = mergeThree(base, theirs, mine);
    expect(conflicts.sort()).toEqual(['minCartValue', 'name2.en']);
    expect(body.name2).toEqual({ en: 'Mine', ar: 'جديد' });
  });

  it('asks nothing when both made the same change', () => {
    expect(mergeThree(base, { ...base, name: 'Same' }, { ...base, name: 'Same' }).conflicts).toEqual([]);
  });

  it('takes a list as one field: another branch added by them and one by me conflict', () => {
    const theirs = { ...base, branches: ['br_1', 'br_2'] };
    const mine = { ...base, branches: ['br_1', 'br_3'] };
    expect(mergeThree(base, theirs, mine).conflicts).toEqual(['branches']);
  });

  it('after "Keep mine" sends mine for the fields asked about while the server still has what was shown', () => {
    const theirs = { ...base, minCartValue: 86 };
    const mine = { ...base, minCartValue: 90 };
    const kept = { fields: ['minCartValue'], seen: theirs };
    expect(mergeThree(base, theirs, mine, kept)).toEqual({ body: mine, conflicts: [] });
    // Changed again since the question: asked again.
    expect(mergeThree(base, { ...base, minCartValue: 99 }, mine, kept).conflicts).toEqual(['minCartValue']);
  });

  it('leaves out a field the form does not send', () => {
    const { body } = mergeThree(base, { ...base, usedCount: 4 }, { id: 'pc_1', name: 'Spring' });
    expect(body).toEqual({ id: 'pc_1', name: 'Spring' });
  });

  it('reads an empty text, null and a missing value as one empty value', () => {
    expect(sameValue('', null)).toBe(true);
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue(0, null)).toBe(false);
    expect(sameValue({ a: 1, b: null }, { a: 1 })).toBe(true);
    expect(fieldPaths({ name: { en: 'a' }, shifts: [{ day: 'sat' }] })).toEqual(['name.en', 'name.ar', 'shifts']);
  });
});

describe('the record as the form loaded it, as the record moves on', () => {
  it('keeps what staff started from in a field they changed, and takes the newer value elsewhere', () => {
    const loaded = { id: 'b1', phone: '0500', address: 'Old street' };
    const refetched = { id: 'b1', phone: '0511', address: 'New street' };
    const typed = { ...loaded, phone: '0599' };
    expect(movedBase(loaded, refetched, typed)).toEqual({ id: 'b1', phone: '0500', address: 'New street' });
    // After their value is taken into the form, it is the new starting point.
    expect(movedBase(loaded, refetched, { ...typed, phone: '0511' }).phone).toBe('0511');
  });

  it('lists the changed fields by path, nested and in lists', () => {
    expect(
      dirtyPaths({ price: true, name: { en: true, ar: false }, components: [undefined, { quantity: true }] } as never),
    ).toEqual(['price', 'name.en', 'components.1.quantity']);
  });
});
