import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import { useTranslate } from 'react-admin';
import { useKeyShortcut } from '@/src/keyboard/keyShortcuts';
import { TICKET_KEYS, type TicketKey } from './ticketKeys';

const LISTED: readonly TicketKey[] = ['next', 'previous', 'comment', 'accept', 'resolve', 'help'];
const K = 'resources.customerCare.keys';

/** The ticket's keyboard shortcuts: a button that lists them, and the ? key that does the same. */
export function TicketKeysHelp() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  useKeyShortcut(TICKET_KEYS.help, () => setOpen(true));
  return (
    <>
      <Button
        size="small"
        startIcon={<KeyboardIcon />}
        onClick={() => setOpen(true)}
        aria-keyshortcuts={TICKET_KEYS.help.name}
        aria-haspopup="dialog"
      >
        {translate(`${K}.open`)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="ticket-keys-title">
        <DialogTitle id="ticket-keys-title">{translate(`${K}.title`)}</DialogTitle>
        <DialogContent>
          <Table size="small">
            <TableBody>
              {LISTED.map((key) => (
                <TableRow key={key}>
                  <TableCell sx={{ width: 48 }}>
                    <Box component="kbd" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                      {TICKET_KEYS[key].name}
                    </Box>
                  </TableCell>
                  <TableCell>{translate(`${K}.${key}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate(`${K}.note`)}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            {translate(`${K}.close`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
