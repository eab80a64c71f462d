import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, SaveContextProvider, TextInput } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { SaveButton } from '@/src/components/SaveButton';
import { themes } from '@/src/theme';

/** A form whose save the test settles by hand, counting the calls. */
function setUp(valid = true) {
  const calls: Array<() => void> = [];
  const onSubmit = () => new Promise<void>((resolve) => calls.push(resolve));
  render(
    // The app's theme, as the app renders its forms: it keeps react-admin's props for older MUI off the page.
    <AdminContext theme={themes.ltr.light}>
      <Form onSubmit={onSubmit} defaultValues={{ name: valid ? 'Riyadh' : '' }}>
        <TextInput source="name" validate={(value: unknown) => (value ? undefined : 'Required')} />
        <SaveButton alwaysEnable />
      </Form>
    </AdminContext>,
  );
  return calls;
}

/**
 * A react-admin form whose save is handed over: the submission ends at once, and the save shows as running only
 * from a later render, as react-query tells of a mutation on a timer. `finish` ends the running save.
 */
function setUpHandedOver() {
  const calls: number[] = [];
  const control = { start: () => {}, finish: () => {} };
  function Screen() {
    const [saving, setSaving] = useState(false);
    control.start = () => setSaving(true);
    control.finish = () => setSaving(false);
    const save = () => {
      calls.push(calls.length + 1);
    };
    return (
      <SaveContextProvider value={{ save, saving, mutationMode: 'pessimistic' }}>
        <Form defaultValues={{ name: 'Riyadh' }}>
          <TextInput source="name" />
          <SaveButton alwaysEnable />
        </Form>
      </SaveContextProvider>
    );
  }
  render(
    <AdminContext theme={themes.ltr.light}>
      <Screen />
    </AdminContext>,
  );
  return { calls, control };
}

describe('Save', () => {
  it('sends one save for a double click whose second click lands after the submission ended but before the save showed as running', async () => {
    const { calls, control } = setUpHandedOver();
    const save = await screen.findByRole('button', { name: /save/i });
    act(() => save.click());
    await waitFor(() => expect(calls).toHaveLength(1));
    // The submission has ended and its save is not yet shown as running: the second click.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    act(() => save.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toHaveLength(1);
    // Once the save has run and ended, Save is pressed again at once (it may be a retry).
    act(() => control.start());
    act(() => control.finish());
    act(() => save.click());
    await waitFor(() => expect(calls).toHaveLength(2));
  });

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

  it('saves again once the save has ended', async () => {
    const calls = setUp();
    const save = await screen.findByRole('button', { name: /save/i });
    act(() => save.click());
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]());
    await waitFor(() => expect(save).toBeEnabled());
    // At once: the form cannot tell a saved record from a failed call, and a retry must go.
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
