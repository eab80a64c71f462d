/**
 * The app works around two places where react-admin 5.15 still passes MUI a prop MUI 9 no longer reads, which MUI
 * then hands on to a DOM element (React refuses it there, and tests/setup.ts fails the test). These tests render
 * react-admin's own components, without the app's theme, over a stand-in for that element, and fail once the prop no
 * longer gets there: the workaround can then go. The app's own tests (the guard in tests/setup.ts) show the
 * workarounds keep the props off the page.
 */
import { useState, type ReactNode, type Ref } from 'react';
import { render, screen } from '@testing-library/react';
import { Checkbox, TextField, type CheckboxProps, type FormControlProps } from '@mui/material';
import {
  AdminContext,
  DataTable,
  DateInput,
  Form,
  ListContextProvider,
  SelectInput,
  TextInput,
  useList,
  type RaThemeOptions,
} from 'react-admin';
import { describe, expect, it } from 'vitest';

/** Where a workaround lives now, found by its name: the message that says to delete it names the file as it is. */
const whereIs = (found: Record<string, unknown>, otherwise: string) => Object.keys(found)[0]?.slice(1) ?? otherwise;
const TEXT_FIELD_ROOT = whereIs(import.meta.glob('/src/**/textFieldRoot.ts'), 'src/theme/textFieldRoot.ts');
const SELECTION_TABLE_HEAD = whereIs(
  import.meta.glob('/src/**/SelectionTableHead.tsx'),
  'src/theme/SelectionTableHead.tsx',
);

/** The props MUI 9 no longer reads that react-admin 5.15's inputs and select-all checkbox still pass it. */
const UNREAD_BY_MUI = ['InputProps', 'inputProps', 'InputLabelProps', 'FormHelperTextProps', 'SelectProps'];

interface Received {
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLSpanElement>;
  [prop: string]: unknown;
}
/** What reached each stand-in: its class names and the names of its other props. */
type Reached = Array<{ className: string; props: string[] }>;

/**
 * A stand-in for the element MUI renders (the text field's outer <div>, the checkbox's <span>): it keeps the names
 * of the props that reach it, as an element would get them, and renders its content.
 */
function standIn(reached: Reached) {
  return function StandIn({ className = '', children, ref, ...props }: Received) {
    reached.push({ className, props: Object.keys(props) });
    return (
      <span ref={ref} className={className}>
        {children}
      </span>
    );
  };
}

/** The unread props that reached the stand-ins whose class names hold `className` (there must be some). */
function unreadAmong(reached: Reached, className: string): string[] {
  const elements = reached.filter((element) => element.className.split(' ').includes(className));
  expect(elements.length, `a stand-in rendered for .${className}`).toBeGreaterThan(0);
  return [...new Set(elements.flatMap((element) => element.props.filter((prop) => UNREAD_BY_MUI.includes(prop))))];
}

describe("react-admin's props that MUI 9 no longer reads, and the workarounds that keep them off the page", () => {
  it(`react-admin's text inputs still hand MUI's TextField props it puts on its outer element (${TEXT_FIELD_ROOT})`, () => {
    const reached: Reached = [];
    // MUI's TextField is a FormControl: the element it renders is the stand-in.
    const theme: RaThemeOptions = {
      components: { MuiFormControl: { defaultProps: { component: standIn(reached) } as FormControlProps } },
    };
    render(
      <AdminContext theme={theme}>
        <Form>
          <TextInput source="name" />
          <DateInput source="day" />
          <SelectInput source="kind" choices={[{ id: 'a', name: 'A' }]} />
        </Form>
        {/* As react-admin would pass them once it is fixed: through slotProps alone. */}
        <TextField className="fixed" slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }} />
      </AdminContext>,
    );
    expect(screen.getAllByRole('textbox').length).toBeGreaterThan(0);
    expect(unreadAmong(reached, 'fixed')).toEqual([]);
    expect(
      unreadAmong(reached, 'MuiTextField-root'),
      `react-admin no longer passes MUI's TextField a prop that reaches its outer element (${UNREAD_BY_MUI.join(', ')}): ` +
        `delete ${TEXT_FIELD_ROOT} and its use in src/theme/themes.ts (MuiTextField's root slot)`,
    ).not.toEqual([]);
  });

  it(`react-admin's "select this page" checkbox still hands MUI's Checkbox inputProps, which it puts on its element (${SELECTION_TABLE_HEAD})`, () => {
    const reached: Reached = [];
    const theme: RaThemeOptions = {
      components: { MuiCheckbox: { defaultProps: { component: standIn(reached) } as CheckboxProps } },
    };
    function Rows() {
      const [data] = useState([{ id: 1, title: 'War and Peace' }]);
      return (
        <ListContextProvider value={useList({ data })}>
          <DataTable resource="books" bulkActionButtons={<></>}>
            <DataTable.Col source="title" />
          </DataTable>
        </ListContextProvider>
      );
    }
    render(
      <AdminContext theme={theme}>
        <Rows />
        <Checkbox className="fixed" slotProps={{ input: { 'aria-label': 'Fixed' } }} />
      </AdminContext>,
    );
    expect(screen.getByText('War and Peace')).toBeInTheDocument();
    expect(unreadAmong(reached, 'fixed')).toEqual([]);
    expect(
      unreadAmong(reached, 'select-all'),
      "react-admin's DataTable head no longer passes its select-all Checkbox a prop MUI puts on the page (inputProps): " +
        `delete ${SELECTION_TABLE_HEAD} and its use in src/theme/themes.ts (RaDataTable's head)`,
    ).toContain('inputProps');
  });
});
