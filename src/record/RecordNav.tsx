import type { ReactElement } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Button, IconButton, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useLocaleState, usePrevNextController, useTranslate, type FilterPayload, type SortPayload } from 'react-admin';
import { formatNumber } from '@/src/format/values';
import { useKeyShortcut, type KeyShortcut } from '@/src/keyboard/keyShortcuts';

export interface RecordNavProps {
  /** The list's own order when it has no stored one yet (its area's `listDefaults`). */
  sort?: SortPayload;
  /** The area's i18n prefix: `<prefix>.browse.previous`, `.next` and `.label` (the navigation's name). */
  messages: string;
  /** The list's store key and permanent filter, when it is not the resource's usual list (the urgent queue). */
  storeKey?: string;
  filter?: FilterPayload;
  /** Keys that step too, with their names as the buttons' `aria-keyshortcuts`. */
  keys?: Record<'previous' | 'next', KeyShortcut & { name: string }>;
  /** The screen the buttons open, react-admin's `linkType`: a record's editor unless told. */
  linkType?: 'edit' | 'show';
}

/**
 * Previous and Next on a record's screen, through its list as staff left it: its sort, filters and search, which
 * react-admin keeps under the resource's store key (react-admin's PrevNextButtons, usePrevNextController: the page
 * of the list already fetched, else the list's first 1000 records in one call). With the record's place, "3 of 57".
 * On a phone the two are icon buttons, named. The arrows point the way the screen reads.
 */
export function RecordNav({ sort, messages, storeKey, filter, keys, linkType }: RecordNavProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useTheme();
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  const navigate = useNavigate();
  const { hasPrev, hasNext, prevPath, nextPath, index, total } = usePrevNextController({
    sort,
    storeKey,
    filter,
    linkType,
  });
  useKeyShortcut(keys?.previous, () => prevPath && navigate(prevPath), hasPrev);
  useKeyShortcut(keys?.next, () => nextPath && navigate(nextPath), hasNext);
  const rtl = theme.direction === 'rtl';
  const before = rtl ? <ChevronRightIcon /> : <ChevronLeftIcon />;
  const after = rtl ? <ChevronLeftIcon /> : <ChevronRightIcon />;

  const step = (label: string, path: string | undefined, icon: ReactElement, end: boolean) => {
    const keyName = keys?.[end ? 'next' : 'previous'].name;
    const link = path ? { component: RouterLink, to: path, 'aria-keyshortcuts': keyName } : { disabled: true };
    const name = translate(label);
    return phone ? (
      <IconButton {...link} aria-label={name}>
        {icon}
      </IconButton>
    ) : (
      <Button {...link} size="small" startIcon={end ? undefined : icon} endIcon={end ? icon : undefined}>
        {name}
      </Button>
    );
  };

  return (
    <Stack
      component="nav"
      aria-label={translate(`${messages}.browse.label`)}
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1, minHeight: 40 }}
    >
      {step(`${messages}.browse.previous`, hasPrev ? prevPath : undefined, before, false)}
      {typeof index === 'number' && typeof total === 'number' ? (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {translate('app.workQueue.position', {
            index: formatNumber(index + 1, locale),
            total: formatNumber(total, locale),
          })}
        </Typography>
      ) : null}
      {step(`${messages}.browse.next`, hasNext ? nextPath : undefined, after, true)}
    </Stack>
  );
}
