import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import {
  AdminContext,
  Form,
  HttpError,
  ResourceContextProvider,
  SaveButton as RaSaveButton,
  SaveContextProvider,
  SimpleForm,
  TextInput,
  Toolbar,
  testDataProvider,
  useSaveContext,
  type SaveContextValue,
} from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordCreate, RecordEdit } from '@/src/record/RecordScreens';
import { FormToolbar } from '@/src/save/FormToolbar';
import { SaveMerge } from '@/src/save/SaveMerge';
import { themes } from '@/src/theme/themes';

/** A request the test answers by hand. */
interface Request {
  data: Record<string, unknown>;
  answer: (ok: boolean) => Promise<void>;
}

/** A data provider whose writes stay out until the test answers them, each one noted as a request. */
function server() {
  const requests: Request[] = [];
  const write = (_resource: string, { data }: { data: Record<string, unknown> }) =>
    new Promise<{ data: never }>((resolve, reject) => {
      requests.push({
        data,
        answer: (ok) =>
          act(async () => {
            if (ok) resolve({ data: { ...data, id: 1 } as never });
            else reject(new HttpError('The server failed', 500));
          }),
      });
    });
  const dataProvider = testDataProvider({
    create: write as never,
    update: write as never,
    getOne: (async () => ({ data: { id: 1, name: 'Riyadh' } })) as never,
  });
  return { requests, dataProvider };
}

const required = (value: unknown) => (value ? undefined : 'Required');

function renderScreen(screenOf: (form: ReactNode) => ReactNode, toolbar: ReactNode = <FormToolbar />) {
  const { requests, dataProvider } = server();
  render(
    // The app's theme, as the app renders its forms: it keeps react-admin's props for older MUI off the page.
    <AdminContext dataProvider={dataProvider} theme={themes.ltr.light}>
      <ResourceContextProvider value="branches">
        {screenOf(
          <SimpleForm toolbar={toolbar}>
            <TextInput source="name" validate={required} />
          </SimpleForm>,
        )}
      </ResourceContextProvider>
    </AdminContext>,
  );
  return requests;
}

const createScreen = (toolbar?: ReactNode) =>
  renderScreen((form) => <RecordCreate redirect={false}>{form}</RecordCreate>, toolbar);
const editScreen = () =>
  renderScreen((form) => (
    <RecordEdit id={1} redirect={false}>
      {form}
    </RecordEdit>
  ));

async function type(value: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: /name/i }), { target: { value } });
}

const saveButton = () => screen.findByRole('button', { name: /save/i });

/** Both clicks of a double click before the page re-renders. */
const pressTwice = (button: HTMLElement) =>
  act(() => {
    button.click();
    button.click();
  });

describe('one press, one save', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('a double click on Save sends one request, even when both clicks land before the page re-renders', async () => {
    const requests = createScreen();
    await type('Jeddah');
    const save = await saveButton();
    pressTwice(save);
    await waitFor(() => expect(requests).toHaveLength(1));
    await requests[0].answer(true);
    expect(requests).toHaveLength(1);
  });

  it('Enter pressed twice in a field submits twice before the page re-renders: one request', async () => {
    const requests = createScreen();
    await type('Jeddah');
    const form = (await saveButton()).closest('form')!;
    // What Enter in a field does: it submits the form, with no button pressed.
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    await requests[0].answer(true);
    expect(requests).toHaveLength(1);
  });

  it('holds a record screen’s save too, merged with the server’s record: one update for a double click', async () => {
    const requests = editScreen();
    await screen.findByDisplayValue('Riyadh');
    await type('Jeddah');
    const save = await saveButton();
    pressTwice(save);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].data).toMatchObject({ name: 'Jeddah' });
    await requests[0].answer(true);
    expect(requests).toHaveLength(1);
  });

  it('holds whatever button saves: react-admin’s own Save sends one request for a double click', async () => {
    const requests = createScreen(
      <Toolbar>
        <RaSaveButton />
      </Toolbar>,
    );
    await type('Jeddah');
    const save = await saveButton();
    pressTwice(save);
    await waitFor(() => expect(requests).toHaveLength(1));
    await requests[0].answer(true);
    expect(requests).toHaveLength(1);
  });

  it('takes the next press once the call has failed: it is a retry', async () => {
    const requests = createScreen();
    await type('Jeddah');
    const save = await saveButton();
    act(() => save.click());
    await waitFor(() => expect(requests).toHaveLength(1));
    await requests[0].answer(false);
    await waitFor(() => expect(save).toBeEnabled());
    act(() => save.click());
    await waitFor(() => expect(requests).toHaveLength(2));
  });

  it('is not held by a refused submission: after the form shows its error, Save submits again', async () => {
    const requests = createScreen();
    await type('Jeddah');
    await type('');
    const save = await saveButton();
    act(() => save.click());
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    await type('Jeddah');
    await waitFor(() => expect(save).toBeEnabled());
    act(() => save.click());
    await waitFor(() => expect(requests).toHaveLength(1));
  });

  it('is disabled offline, what was typed kept', async () => {
    createScreen();
    await type('Jeddah');
    expect(await saveButton()).toBeEnabled();
    act(() => onlineManager.setOnline(false));
    await waitFor(async () => expect(await saveButton()).toBeDisabled());
    expect(screen.getByRole('textbox', { name: /name/i })).toHaveValue('Jeddah');
  });
});

describe('the merge of a save', () => {
  it('refuses a save from a form that does not lend itself to the merge (no MergeInForm): it would overwrite in silence', async () => {
    const sent: unknown[] = [];
    const parent: SaveContextValue = { save: async (values) => void sent.push(values) };
    const held: { save?: SaveContextValue['save'] } = {};
    function Grab() {
      held.save = useSaveContext().save;
      return null;
    }
    render(
      <AdminContext theme={themes.ltr.light}>
        <SaveContextProvider value={parent}>
          <SaveMerge>
            <Form>
              <Grab />
            </Form>
          </SaveMerge>
        </SaveContextProvider>
      </AdminContext>,
    );
    await waitFor(() => expect(held.save).toBeDefined());
    expect(() => held.save!({ name: 'Jeddah' })).toThrow(/MergeInForm/);
    expect(sent).toHaveLength(0);
  });
});
