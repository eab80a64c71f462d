import { describe, expect, it } from 'vitest';
import { messages } from '@/i18n';
import type { MessageTree } from '@/i18n/types';
import i18n from '@/i18n/instance';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: MessageTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path).forEach((text, inner) => out.set(inner, text));
  }
  return out;
}

const en = flatten(messages.en);
const ar = flatten(messages.ar);
const bases = (keys: Map<string, string>) => new Set([...keys.keys()].map((key) => key.replace(PLURAL, '')));
const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('English and Arabic texts', () => {
  it('have the same keys (plural forms aside)', () => {
    const enBases = bases(en);
    const arBases = bases(ar);
    expect([...enBases].filter((key) => !arBases.has(key))).toEqual([]);
    expect([...arBases].filter((key) => !enBases.has(key))).toEqual([]);
  });

  it('use the same interpolation variables in every non-plural message', () => {
    const mismatched = [...en]
      .filter(([key]) => !PLURAL.test(key) && ar.has(key))
      .filter(([key, text]) => variables(text).join() !== variables(ar.get(key) ?? '').join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('give every Arabic plural all six forms', () => {
    const pluralBases = new Set([...ar.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
    const missing = [...pluralBases].flatMap((base) =>
      ['zero', 'one', 'two', 'few', 'many', 'other']
        .filter((form) => !ar.has(`${base}_${form}`))
        .map((form) => `${base}_${form}`),
    );
    expect(missing).toEqual([]);
  });

  it("carry the spec's exact English messages", () => {
    expect(i18n.getFixedT('en')('app.errors.network')).toBe('Network Error');
    expect(i18n.getFixedT('en')('app.errors.server')).toBe('Server Error');
    expect(i18n.getFixedT('en')('app.validation.required')).toBe('Field is required');
    expect(i18n.getFixedT('en')('app.forget.invalidEmail')).toBe('please provide a valid email address');
    expect(i18n.getFixedT('en')('app.reset.mismatch')).toBe("Password doesn't match");
    expect(i18n.getFixedT('en')('app.reset.invalidLink')).toBe(
      'This link is invalid, pls contact admin to send you new link',
    );
    expect(i18n.getFixedT('en')('ra.message.invalid_form')).toBe('You should complete data');
    expect(i18n.getFixedT('en')('resources.settings.valueRequired')).toBe('Value is required');
    expect(i18n.getFixedT('en')('resources.settings.notifications.updated')).toBe('settings saved');
    expect(i18n.getFixedT('en')('app.errors.notFound')).toBe('Not Found');
  });

  it('name a resource in Arabic in the singular for one and the plural for react-admin\'s "many" (count 2)', () => {
    const t = i18n.getFixedT('ar');
    expect(t('resources.users.name', { count: 1 })).toBe('مستخدم النظام');
    expect(t('resources.users.name', { count: 2 })).toBe('مستخدمو النظام');
  });

  it('title every list in Arabic with its plural, never the dual: react-admin asks for the name with a count of 2', () => {
    const t = i18n.getFixedT('ar');
    const resources = Object.keys((messages.ar.resources ?? {}) as MessageTree).filter((name) =>
      ar.has(`resources.${name}.name_two`),
    );
    expect(resources.length).toBeGreaterThan(12);
    const duals = resources.filter(
      (name) => t(`resources.${name}.name`, { count: 2 }) !== t(`resources.${name}.name`, { count: 100 }),
    );
    expect(duals).toEqual([]);
    expect(t('resources.offers.name', { count: 2 })).toBe('العروض');
    expect(t('resources.promoCodes.name', { count: 2 })).toBe('رموز الخصم');
  });

  it('counts in Arabic with the form each number takes: 0, 1, 2, 3-10, 11-99, 100 and more', () => {
    const t = i18n.getFixedT('ar');
    const counts = [0, 1, 2, 3, 10, 11, 99, 100, 101];
    expect(counts.map((count) => t('resources.menus.sync.summaryTitle', { count }))).toEqual([
      'اكتمل الاستيراد: لا تغييرات',
      'اكتمل الاستيراد: تغيير واحد',
      'اكتمل الاستيراد: تغييران',
      'اكتمل الاستيراد: 3 تغييرات',
      'اكتمل الاستيراد: 10 تغييرات',
      'اكتمل الاستيراد: 11 تغييرًا',
      'اكتمل الاستيراد: 99 تغييرًا',
      'اكتمل الاستيراد: 100 تغيير',
      'اكتمل الاستيراد: 101 تغيير',
    ]);
    expect(counts.map((count) => t('resources.vouchers.upload.refused', { count }))).toEqual([
      'لم يُرفض أي صف',
      'رُفض صف واحد',
      'رُفض صفان',
      'رُفضت 3 صفوف',
      'رُفضت 10 صفوف',
      'رُفض 11 صفاً',
      'رُفض 99 صفاً',
      'رُفض 100 صف',
      'رُفض 101 صف',
    ]);
  });

  it('count in English in the singular for one only', () => {
    const t = i18n.getFixedT('en');
    expect([1, 2, 0].map((count) => t('resources.menus.sync.summaryTitle', { count }))).toEqual([
      'Import finished: 1 change',
      'Import finished: 2 changes',
      'Import finished: 0 changes',
    ]);
  });
});
