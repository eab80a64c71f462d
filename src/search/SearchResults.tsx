import { Alert, Box, Button, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { textDirection } from '@/src/format/bidi';
import { formatNumber } from '@/src/format/values';
import { areas } from '@/src/areas/areas';
import { MinuteClock } from '@/src/dates/minuteClock';
import type { ShownGroup } from './options';
import type { GroupKey, Hit } from './types';

/** Each isolated in its own direction (an English name on the Arabic screen, a phone). */
function Values({ values }: { values: string[] }) {
  return (
    <>
      {values
        .filter((value) => value !== '')
        .map((value, index) => (
          <span key={index}>
            {index > 0 && ' · '}
            <bdi dir={textDirection(value) ?? 'ltr'}>{value}</bdi>
          </span>
        ))}
    </>
  );
}

interface OptionProps {
  id: string;
  active: boolean;
  onChoose: () => void;
  onPoint: () => void;
  children: React.ReactNode;
}

function Option({ id, active, onChoose, onPoint, children }: OptionProps) {
  return (
    <Box
      component="li"
      role="option"
      id={id}
      aria-selected={active}
      onClick={onChoose}
      onMouseMove={active ? undefined : onPoint}
      sx={{
        px: 2,
        py: 0.75,
        cursor: 'pointer',
        bgcolor: active ? 'action.selected' : undefined,
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </Box>
  );
}

function HitText({ hit }: { hit: Hit }) {
  const Detail = hit.area ? areas.find((area) => area.name === hit.area)?.hitDetail : undefined;
  return (
    <>
      <Typography component="span" sx={{ display: 'block' }}>
        <Values values={hit.primary} />
      </Typography>
      {hit.secondary.length > 0 && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          <Values values={hit.secondary} />
        </Typography>
      )}
      {Detail && hit.record ? (
        <Box component="span" sx={{ display: 'block' }}>
          <Detail record={hit.record} />
        </Box>
      ) : null}
    </>
  );
}

export interface SearchResultsProps {
  id: string;
  groups: ShownGroup[];
  /** An older text's results while a newer one is searched (`aria-busy`). */
  busy: boolean;
  active: number;
  onChoose: (index: number) => void;
  onPoint: (index: number) => void;
  onRetry: (key: GroupKey) => void;
}

/** WAI-ARIA's grouped listbox, which the box names its active descendant in. */
export function SearchResults({ id, groups, busy, active, onChoose, onPoint, onRetry }: SearchResultsProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <MinuteClock>
      <Box
        role="listbox"
        id={id}
        aria-label={translate('app.search.results')}
        aria-busy={busy}
        sx={{ overflowY: 'auto', flex: 1, minHeight: 0, pb: 1 }}
      >
        {groups.map(({ key, state, options }) => {
          const titleId = `${id}-${key}-title`;
          return (
            <Box component="ul" role="group" aria-labelledby={titleId} key={key} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              <Typography
                component="li"
                role="presentation"
                id={titleId}
                variant="overline"
                color="text.secondary"
                sx={{ display: 'block', px: 2, pt: 1.5, lineHeight: 2 }}
              >
                {translate(`app.search.groups.${key}`)}
              </Typography>
              {state.status === 'failed' && (
                <Box component="li" role="presentation" sx={{ px: 2, py: 0.5 }}>
                  <Alert
                    severity="error"
                    action={
                      <Button color="inherit" size="small" onClick={() => onRetry(key)}>
                        {translate('app.load.retry')}
                      </Button>
                    }
                  >
                    {translate('app.search.failed', { message: state.message })}
                  </Alert>
                </Box>
              )}
              {state.status === 'done' &&
                options.map((option, place) => {
                  const at = option.index;
                  const hit = state.found.hits[place];
                  const all = state.found.all;
                  return (
                    <Option
                      key={option.id}
                      id={option.id}
                      active={at === active}
                      onChoose={() => onChoose(at)}
                      onPoint={() => onPoint(at)}
                    >
                      {hit ? (
                        <HitText hit={hit} />
                      ) : (
                        all && (
                          <Typography component="span" color="primary" sx={{ display: 'block' }}>
                            {translate('app.search.all', { total: formatNumber(all.total, locale), list: all.list })}
                          </Typography>
                        )
                      )}
                    </Option>
                  );
                })}
            </Box>
          );
        })}
      </Box>
    </MinuteClock>
  );
}
