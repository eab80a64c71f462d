// Inside a ReferenceInput or ReferenceArrayInput of `perPage={PICK_PAGE}`: typing asks the list again with `q`, and
// what is chosen is read by id, so its label shows even when it is not among the suggestions.
import { Paper, Typography, type PaperProps } from '@mui/material';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  useChoicesContext,
  useLocaleState,
  useTranslate,
  type AutocompleteArrayInputProps,
  type AutocompleteInputProps,
} from 'react-admin';
import { formatNumber } from '@/src/format/values';

/** A screenful on a phone, and each keystroke stays one small answer. */
export const PICK_PAGE = 25;

const byText = (q: string) => ({ q });

function MoreMatchesNote({ single }: { single: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { availableChoices = [], selectedChoices = [], total, isPending } = useChoicesContext();
  if (isPending || total == null) return null;
  const shown = availableChoices.length;
  // react-admin adds a single picker's chosen record to the choices, and the total, when it is not on the page.
  const chosenOutside =
    single && selectedChoices.some((chosen) => !availableChoices.some((choice) => choice.id === chosen.id));
  const matches = total - (chosenOutside ? 1 : 0);
  if (matches <= shown) return null;
  return (
    <Typography
      role="status"
      variant="caption"
      color="text.secondary"
      component="div"
      // A press here must not take the focus from the field, which would close the list.
      onMouseDown={(event) => event.preventDefault()}
      sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      {translate('app.pickers.moreMatches', {
        shown: formatNumber(shown, locale),
        total: formatNumber(matches, locale),
      })}
    </Typography>
  );
}

function SinglePaper({ children, ...props }: PaperProps) {
  return (
    <Paper {...props}>
      {children}
      <MoreMatchesNote single />
    </Paper>
  );
}

function ManyPaper({ children, ...props }: PaperProps) {
  return (
    <Paper {...props}>
      {children}
      <MoreMatchesNote single={false} />
    </Paper>
  );
}

export function SearchPicker(props: AutocompleteInputProps) {
  return <AutocompleteInput filterToQuery={byText} slots={{ paper: SinglePaper }} {...props} />;
}

export function SearchArrayPicker(props: AutocompleteArrayInputProps) {
  return <AutocompleteArrayInput filterToQuery={byText} slots={{ paper: ManyPaper }} {...props} />;
}
