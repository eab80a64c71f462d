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
  /** When the list has no stored order yet. */
  sort?: SortPayload;
  messages: string;
  /** When it is not the resource's usual list (the urgent queue). */
  storeKey?: string;
  filter?: FilterPayload;
  keys?: Record<'previous' | 'next', KeyShortcut & { name: string }>;
  linkType?: 'edit' | 'show';
}

// Through the list as staff left it, which react-admin keeps under the resource's store key (usePrevNextController:
// the page already fetched, else the list's first 1000 records in one call).
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
