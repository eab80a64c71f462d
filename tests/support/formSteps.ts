/** Steps the integration tests take on react-admin forms. */
import { expect } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

export type User = ReturnType<typeof userEvent.setup>;

/** The date picker keeps its value in a hidden input; a whole date written there is read as typed. */
export function setDate(name: string, value: string): void {
  const input = document.querySelector(`input[name="${name}"]`);
  if (!input) throw new Error(`no date input ${name}`);
  fireEvent.change(input, { target: { value } });
}

/** Replaces a field's text in one step (a paste): typing key by key re-renders a big form at every key. */
export async function fill(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** react-admin enables Save again once the changed field has been validated. */
export async function save(user: User): Promise<void> {
  const button = screen.getByRole('button', { name: 'Save' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

/** Opens a select by its label and picks an option (by text, not role: role queries over a large form are slow in happy-dom). */
export async function pick(user: User, label: RegExp, option: string): Promise<void> {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByText(option, { selector: 'li[role="option"]' }));
}
