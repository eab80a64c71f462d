import { useEffect, useRef } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { valueAt } from '@/dataProvider/merge';
import { BIDI_OWN } from '@/src/format/bidi';
import { fieldLabel, fieldValue } from './questionWording';

export interface Question {
  fields: readonly string[];
  mine: object;
  theirs: object;
  /** Where the focus goes back once the question has closed: MUI would find a disabled Save. */
  trigger: HTMLElement | null;
}

interface ConflictQuestionProps {
  question: Question | null;
  resource: string;
  onKeepMine: () => void;
  onKeepTheirs: () => void;
  onClose: () => void;
}

export function ConflictQuestion({ question, resource, onKeepMine, onKeepTheirs, onClose }: ConflictQuestionProps) {
  const translate = useTranslate();
  const language = useLocale();
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (question) returnTo.current = question.trigger;
  }, [question]);
  const reading = { resource, translate, language };
  return (
    <Dialog
      open={question !== null}
      onClose={onClose}
      aria-labelledby="server-change-title"
      aria-describedby="server-change-text"
      maxWidth="md"
      disableRestoreFocus
      slotProps={{ transition: { onExited: () => returnTo.current?.focus() } }}
    >
      <DialogTitle id="server-change-title">{translate('app.serverChange.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="server-change-text">{translate('app.serverChange.content')}</DialogContentText>
        {question && (
          <Table size="small" sx={{ mt: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.serverChange.field')}</TableCell>
                <TableCell>{translate('app.serverChange.mine')}</TableCell>
                <TableCell>{translate('app.serverChange.theirs')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {question.fields.map((path) => (
                <TableRow key={path} data-field={path}>
                  <TableCell component="th" scope="row">
                    {fieldLabel(path, reading)}
                  </TableCell>
                  <TableCell dir="auto" sx={BIDI_OWN} data-value="mine">
                    {fieldValue(valueAt(question.mine, path), path, reading)}
                  </TableCell>
                  <TableCell dir="auto" sx={BIDI_OWN} data-value="theirs">
                    {fieldValue(valueAt(question.theirs, path), path, reading)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeepTheirs}>{translate('app.serverChange.keepTheirs')}</Button>
        <Button onClick={onKeepMine} variant="contained" autoFocus>
          {translate('app.serverChange.keepMine')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
