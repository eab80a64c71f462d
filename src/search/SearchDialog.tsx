import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  Box,
  Dialog,
  InputAdornment,
  LinearProgress,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { userRoles } from '@/dataProvider/session';
import { canOpen } from '@/src/auth/access';
import { shownGroups } from './options';
import { SearchResults } from './SearchResults';
import { useSearch } from './useSearch';

/** Mounted while the dialog is open, so each opening starts empty. */
function SearchBox({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const id = useId();
  const [typed, setTyped] = useState('');
  const { searched, states, retry } = useSearch(typed);
  const groups = shownGroups(states, `${id}-option`);
  const options = groups.flatMap((group) => group.options);
  const [pointed, setPointed] = useState({ searched: '', index: 0 });
  const active = pointed.searched === searched ? pointed.index : 0;
  const setActive = (index: number) => setPointed({ searched, index });
  const current = options.length ? Math.min(active, options.length - 1) : -1;
  const activeId = current >= 0 ? options[current].id : undefined;
  const listboxId = `${id}-results`;
  const waiting = typed.trim() !== searched || Object.values(states).some((state) => state.status === 'loading');
  // Enter pressed before then opens the first result of the text typed, once it is in, not an older text's.
  const enterWhenReady = useRef<string | null>(null);
  const none = !waiting && searched !== '' && groups.length === 0;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    onClose();
    navigate(option.to);
  };
  useEffect(() => {
    if (enterWhenReady.current === null || waiting) return;
    const wanted = enterWhenReady.current;
    enterWhenReady.current = null;
    if (wanted === searched && current >= 0) choose(current);
  });
  const onKeyDown = (event: KeyboardEvent) => {
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move !== undefined && options.length) {
      event.preventDefault();
      setActive((current + move + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (waiting) enterWhenReady.current = typed.trim();
      else choose(current);
    }
  };
  const hint = translate(canOpen(userRoles(), 'branches') ? 'app.search.hintAdmin' : 'app.search.hintCare');

  return (
    <>
      <Box sx={{ p: 1.5, pb: 1 }}>
        <TextField
          autoFocus
          fullWidth
          value={typed}
          onChange={(event) => {
            enterWhenReady.current = null;
            setTyped(event.target.value);
          }}
          onKeyDown={onKeyDown}
          placeholder={hint}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: {
              role: 'combobox',
              'aria-label': translate('app.search.label'),
              'aria-autocomplete': 'list',
              'aria-expanded': options.length > 0,
              'aria-controls': groups.length ? listboxId : undefined,
              'aria-activedescendant': activeId,
              autoComplete: 'off',
              spellCheck: false,
              dir: 'auto',
            },
          }}
        />
      </Box>
      <LinearProgress
        aria-label={translate('app.search.searching')}
        sx={{ visibility: waiting && typed.trim() ? 'visible' : 'hidden' }}
      />
      <Typography role="status" sx={none ? { px: 2, py: 2 } : visuallyHidden}>
        {none ? translate('app.search.none') : waiting && typed.trim() ? translate('app.search.searching') : ''}
      </Typography>
      {groups.length > 0 && (
        <SearchResults
          id={listboxId}
          groups={groups}
          busy={waiting}
          active={current}
          onChoose={choose}
          onPoint={setActive}
          onRetry={retry}
        />
      )}
    </>
  );
}

/** Escape closes it, and MUI's dialog gives the focus back where it was. */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      sx={{ '& .MuiDialog-container': { alignItems: phone ? 'stretch' : 'flex-start' } }}
      slotProps={{
        paper: {
          sx: phone ? { display: 'flex', flexDirection: 'column' } : { mt: 8, maxHeight: 'calc(100% - 128px)' },
        },
      }}
    >
      <Typography id={titleId} component="h2" sx={visuallyHidden}>
        {translate('app.search.title')}
      </Typography>
      {open && <SearchBox onClose={onClose} />}
    </Dialog>
  );
}
