import { useCallback, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { SearchDialog } from './SearchDialog';
import { SHORTCUT_ARIA, SHORTCUT_LABEL, useSearchShortcut } from './shortcut';

export function SearchButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  useSearchShortcut(show);
  return (
    <>
      <Tooltip title={translate('app.search.shortcut', { keys: SHORTCUT_LABEL })}>
        <IconButton
          color="inherit"
          onClick={show}
          aria-label={translate('app.search.open')}
          aria-keyshortcuts={SHORTCUT_ARIA}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      <SearchDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
