/**
 * Pickers of a referenced record, searched as one types: react-admin's AutocompleteInput and
 * AutocompleteArrayInput, for use inside a ReferenceInput or ReferenceArrayInput of `perPage={PICK_PAGE}`. Typing
 * asks the list again with `q` (a paged list searches on the server, a whole list in the browser, in the fields its
 * endpoint row names); what is chosen is read by id, so its label shows even when it is not among the suggestions.
 * When the suggestions are not every match, their last line says how many are shown and how to narrow them.
 */
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

/** Suggestions asked for at once: a screenful on a phone, and each keystroke stays one small answer. */
export const PICK_PAGE = 25;

const byText = (q: string) => ({ q });

/** "Showing 25 of 400: type to narrow the list", when the list has more matches than it shows. */
function MoreMatchesNote({ single }: { single: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { availableChoices = [], selectedChoices = [], total, isPending } = useChoicesContext();
  if (isPending || total == null) return null;
  const shown = availableChoices.length;
  // A single picker's total counts its chosen record once more when that record is not on the page (react-admin
  // adds it to the choices).
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

/** One record, inside a ReferenceInput. */
export function SearchPicker(props: AutocompleteInputProps) {
  return <AutocompleteInput filterToQuery={byText} slots={{ paper: SinglePaper }} {...props} />;
}

/** Several records, inside a ReferenceArrayInput. */
export function SearchArrayPicker(props: AutocompleteArrayInputProps) {
  return <AutocompleteArrayInput filterToQuery={byText} slots={{ paper: ManyPaper }} {...props} />;
}
