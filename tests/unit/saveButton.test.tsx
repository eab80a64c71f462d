import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, TextInput } from 'react-admin';
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

describe('Save', () => {
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
