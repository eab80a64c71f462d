import { render, screen } from '@testing-library/react';
import { AdminContext, type I18nProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { useSentence } from '@/src/fields/Sentence';

/** Texts as the app's i18next writes them, `{{name}}` for a value. */
const texts: Record<string, string> = { deactivate: 'إيقاف {{name}}؟', move: 'Move {{name}} from {{branch}}?' };
const i18nProvider: I18nProvider = {
  translate: (key, options = {}) =>
    (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String((options as Record<string, unknown>)[name]),
    ),
  changeLocale: () => Promise.resolve(),
  getLocale: () => 'ar',
};

function Line({ k, values }: { k: string; values: Record<string, string> }) {
  const sentence = useSentence();
  return <h2>{sentence(k, values)}</h2>;
}

describe('a sentence with record values', () => {
  it("isolates each value in its own isolated span, the sentence's question mark outside it", () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Line k="deactivate" values={{ name: 'SAVE761' }} />
      </AdminContext>,
    );
    const heading = screen.getByRole('heading');
    expect(heading).toHaveTextContent('إيقاف SAVE761؟');
    const isolated = heading.querySelectorAll('[dir="auto"]');
    expect([...isolated].map((b) => b.textContent)).toEqual(['SAVE761']);
    expect(heading.lastChild?.textContent).toBe('؟');
  });

  it('keeps several values apart, each in its place, even one holding text like a placeholder', () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Line k="move" values={{ name: 'سارة {{branch}}', branch: 'Riyadh - Olaya' }} />
      </AdminContext>,
    );
    const heading = screen.getByRole('heading');
    expect(heading).toHaveTextContent('Move سارة {{branch}} from Riyadh - Olaya?');
    expect([...heading.querySelectorAll('[dir="auto"]')].map((b) => b.textContent)).toEqual([
      'سارة {{branch}}',
      'Riyadh - Olaya',
    ]);
  });
});
