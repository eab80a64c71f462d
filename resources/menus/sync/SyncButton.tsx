import { useState } from 'react';
import {
  Button as MuiButton,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  TextField,
} from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { Button, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { useSingleMutation } from '@/src/save/useSingleMutation';
import type { AppDataProvider } from '@/dataProvider';
import type { MenuSyncSummary } from '@/dataProvider/types';
import { useLocalName } from '../shared';

/** The import's password goes in a header: a GET's payload would put it in the URL (API.md). */
const CONFIRM_PASSWORD_HEADER = 'x-confirm-password';

/** The server checks the password on the import call itself: the browser never compares passwords. */
export function SyncButton() {
  const translate = useTranslate();
  const localName = useLocalName();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const { mutate, isPending, error, data, reset } = useSingleMutation({
    mutationFn: async () => {
      const { data: summary } = await dataProvider.action<MenuSyncSummary>('menus', {
        action: 'sync',
        headers: { [CONFIRM_PASSWORD_HEADER]: password },
      });
      return summary;
    },
    onSuccess: () => refresh(),
    onSettled: () => setPassword(''),
  });
  const close = () => {
    setOpen(false);
    setPassword('');
    reset();
  };
  const changes = data?.changes ?? [];

  return (
    <>
      <Button label="resources.menus.sync.button" onClick={() => setOpen(true)}>
        <SyncIcon />
      </Button>
      <Dialog open={open} onClose={isPending ? undefined : close} fullWidth maxWidth="sm">
        <DialogTitle>
          {data
            ? translate('resources.menus.sync.summaryTitle', { count: changes.length })
            : translate('resources.menus.sync.title')}
        </DialogTitle>
        <DialogContent>
          {data ? (
            <List dense aria-label={translate('resources.menus.sync.summaryTitle', { count: changes.length })}>
              {changes.map((change) => (
                <ListItem key={`${change.kind}-${change.id}`}>
                  <Chip
                    size="small"
                    sx={{ marginInlineEnd: 1 }}
                    label={translate(`resources.menus.sync.${change.kind}`)}
                  />
                  <ListItemText primary={localName(change.name)} secondary={localName(change.detail)} />
                </ListItem>
              ))}
            </List>
          ) : (
            <form
              id="menu-sync-form"
              onSubmit={(event) => {
                event.preventDefault();
                if (password) mutate();
              }}
            >
              <DialogContentText>{translate('resources.menus.sync.content')}</DialogContentText>
              <TextField
                type="password"
                autoComplete="current-password"
                label={translate('resources.menus.sync.password')}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={!!error}
                helperText={error ? error.message : ' '}
                disabled={isPending}
                autoFocus
                fullWidth
                margin="normal"
              />
              {isPending && (
                <>
                  <LinearProgress aria-label={translate('resources.menus.sync.running')} />
                  <DialogContentText role="status">{translate('resources.menus.sync.running')}</DialogContentText>
                </>
              )}
            </form>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close} disabled={isPending}>
            {translate(data ? 'resources.menus.sync.close' : 'ra.action.cancel')}
          </MuiButton>
          {!data && (
            <MuiButton type="submit" form="menu-sync-form" variant="contained" disabled={isPending || !password}>
              {translate('resources.menus.sync.run')}
            </MuiButton>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
