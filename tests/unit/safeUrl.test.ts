import { describe, expect, it } from 'vitest';
import { appEn as en } from '@/i18n/en';
import { appAr as ar } from '@/i18n/ar';
import { mailtoHref, telHref } from '@/src/fields/SafeLink';
import { neutralizeCell } from '@/src/list/export/csv';
import { isWebAddress, isWebUrl, safeHref, safeImageSrc } from '@/src/forms/validators';
import { HOSTILE_TEXTS, JS_URL } from '@/dataProvider/fake/seed/hostile';

const REFUSED = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  JS_URL,
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://example.com/file',
  'mailto:someone@example.com',
  '//evil.example/path',
  'https://',
  'example.com',
  'https://exa mple.com',
  'http:/\u0000/example.com',
];

describe('web address rule (links: banners and every URL-type field)', () => {
  it('accepts http and https addresses with a host, ignoring spaces around them', () => {
    for (const url of [
      'https://example.com',
      'http://example.com/offers/1?x=1#top',
      '  https://example.com/a  ',
      'https://xn--mgbh0fb.example/مرحبا',
    ]) {
      expect(isWebAddress(url), url).toBe(true);
      expect(isWebUrl(url)).toBeUndefined();
    }
  });

  it('refuses javascript:, data:, vbscript: and every other scheme, hidden controls and relative addresses', () => {
    for (const url of REFUSED) {
      expect(isWebAddress(url), JSON.stringify(url)).toBe(false);
      expect(isWebUrl(url), JSON.stringify(url)).toBe('app.validation.url');
    }
  });

  it('leaves an empty field to isRequired', () => {
    expect(isWebUrl('')).toBeUndefined();
    expect(isWebUrl('   ')).toBeUndefined();
    expect(isWebUrl(undefined)).toBeUndefined();
    expect(isWebUrl(null)).toBeUndefined();
    expect(isWebUrl(42)).toBe('app.validation.url');
  });

  it('has its message in English and Arabic', () => {
    expect(en.app.validation.url).toBe('The link must be a web address starting with http:// or https://');
    expect(ar.app.validation.url).toMatch(/^يجب أن يكون الرابط عنوان ويب/);
  });
});

describe('links and pictures from server data', () => {
  it('a server-sent link is an href only when it is http(s)', () => {
    expect(safeHref('https://example.com/x')).toBe('https://example.com/x');
    for (const url of REFUSED) expect(safeHref(url), JSON.stringify(url)).toBeUndefined();
    expect(safeHref(undefined)).toBeUndefined();
  });

  it('a picture comes from http(s), this origin or an upload preview; never javascript: or data:', () => {
    expect(safeImageSrc('/api/v1/media/drawing/it_0001.svg')).toBe('/api/v1/media/drawing/it_0001.svg');
    expect(safeImageSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(safeImageSrc('blob:http://localhost:4173/8c1e')).toBe('blob:http://localhost:4173/8c1e');
    for (const src of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '//evil.example/x.png',
      'x',
      '',
    ]) {
      expect(safeImageSrc(src), src).toBeUndefined();
    }
  });

  it('tel: and mailto: links only for a plain phone number and mailbox', () => {
    expect(telHref('+966512345678')).toBe('tel:+966512345678');
    expect(telHref('+966 11 234-5678')).toBe('tel:+966112345678');
    expect(telHref('javascript:alert(1)')).toBeUndefined();
    expect(telHref('<img src=x>')).toBeUndefined();
    expect(mailtoHref('noura.alshehri@example.net')).toBe('mailto:noura.alshehri@example.net');
    expect(mailtoHref('a@example.com?body=hi&cc=evil@example.com')).toBeUndefined();
    expect(mailtoHref('"<script>"@example.com')).toBeUndefined();
  });
});

describe('the hostile seed texts', () => {
  it('every formula-like hostile text leaves a CSV export as text', () => {
    for (const text of HOSTILE_TEXTS) {
      const cell = neutralizeCell(text);
      if (/^[=+\-@\t\r]/.test(text)) {
        expect(cell.startsWith("'")).toBe(true);
        expect(cell.replace(/'/g, '')).toBe(text.replace(/'/g, ''));
      } else expect(cell).toBe(text);
    }
  });
});
