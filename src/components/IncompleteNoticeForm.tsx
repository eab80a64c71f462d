import type { ReactNode } from 'react';
import { CardContent, Stack } from '@mui/material';
import { styled } from '@mui/material/styles';
import { Form, Toolbar, type FormProps } from 'react-admin';
import { NotifyWhenIncomplete } from './NotifyWhenIncomplete';

type IncompleteNoticeFormProps = Omit<FormProps, 'disableInvalidFormNotification' | 'render'> & {
  /** The i18n key said after a save that validation stopped, e.g. 'You should complete data'. */
  incomplete: string;
  toolbar?: ReactNode;
};

/**
 * A form laid out as react-admin's SimpleForm (one column, its toolbar at the foot) that says its own message
 * after a save that validation stopped, instead of react-admin's generic one. SimpleForm cannot be told to keep
 * quiet: it hands that switch on to its column's <div> as well as to the form.
 */
export function IncompleteNoticeForm({
  incomplete,
  toolbar = <Toolbar />,
  children,
  ...formProps
}: IncompleteNoticeFormProps) {
  return (
    <Form {...formProps} disableInvalidFormNotification>
      <Content>
        <Stack sx={{ alignItems: 'flex-start' }}>
          <NotifyWhenIncomplete message={incomplete} />
          {children}
        </Stack>
      </Content>
      {toolbar}
    </Form>
  );
}

// SimpleForm's own content: on a phone, room below the fields for the toolbar that floats over the screen's foot.
const Content = styled(CardContent, { name: 'RaSimpleForm', slot: 'Root' })(({ theme }) => ({
  [theme.breakpoints.down('sm')]: { paddingBottom: '5em' },
}));
