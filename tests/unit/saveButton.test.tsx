import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, TextInput } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveButton } from '@/src/components/SaveButton';
import { DOUBLE_CLICK_MS } from '@/src/useClickGuard';

/** A form whose save the test settles by hand, counting the calls. */
function setUp(valid = true) {
  const calls: Array<() => void> = [];
  const onSubmit = () => new Promise<void>((resolve) => calls.push(resolve));
  render(
    <AdminContext>
      <Form onSubmit={onSubmit} defaultValues={{ name: valid ? 'Riyadh' : '' }}>
        <TextInput source="name" validate={(value: unknown) => (value ? undefined : 'Required')} />
        <SaveButton alwaysEnable />
      </Form>
    </AdminContext>,
  );
  return calls;
}

/** The time a person takes to press again: past the second half of a double click. */
const later = () => vi.setSystemTime(Date.now() + DOUBLE_CLICK_MS + 100);

describe('Save', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('sends one save for two clicks that land before the page has re-rendered (a double click on a busy machine)', async () => {
    const calls = setUp();
    const save = await screen.findByRole('button', { name: /save/i });
    act(() => {
      save.click();
      save.click();
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    // Nothing else leaves afterwards either.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
  });

  it('saves again once the save has ended, but not for the late second click of a double click', async () => {
    const calls = setUp();
    const save = await screen.findByRole('button', { name: /save/i });
    act(() => save.click());
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]());
    await waitFor(() => expect(save).toBeEnabled());
    // The second half of a double click, arriving after a quick save came back, is not a new save.
    vi.setSystemTime(Date.now() + 150);
    act(() => save.click());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
    later();
    act(() => save.click());
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('is not held by a refused submission: after the form shows its error, Save submits again', async () => {
    const calls = setUp(false);
    const save = await screen.findByRole('button', { name: /save/i });
    act(() => save.click());
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Jeddah' } });
    // At once: the person is answering the message, not finishing a double click.
    act(() => save.click());
    await waitFor(() => expect(calls).toHaveLength(1));
  });
});
