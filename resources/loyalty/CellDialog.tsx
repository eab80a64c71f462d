import { useLocalName } from '@/src/format/localName';
import { useEffect, useState } from 'react';
import {
  Autocomplete,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import type { LoyaltyWeekItem, MenuItem } from '@/dataProvider/types';
import { formatMoney, formatNumber } from '@/src/format/values';

export interface CellTarget {
  day: string;
  rewardId: string;
  /** "Saturday 21/11 · Drinks", for the title. */
  title: string;
  current: LoyaltyWeekItem | null;
}

type Option = Pick<MenuItem, 'id' | 'name' | 'price'>;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** A search over the menu's items on the server, 20 at a time; points by default at the programme's rate. */
export function CellDialog({
  target,
  pointsPerSar,
  onClose,
  onSave,
}: {
  target: CellTarget;
  pointsPerSar: number;
  onClose: () => void;
  onSave: (cell: LoyaltyWeekItem | null) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const local = useLocalName();
  const [item, setItem] = useState<Option | null>(
    target.current ? { id: target.current.itemId, name: target.current.name, price: target.current.price } : null,
  );
  const [points, setPoints] = useState(target.current ? String(target.current.points) : '');
  const [search, setSearch] = useState('');
  const [touched, setTouched] = useState(false);
  const q = useDebounced(search, 250);
  const {
    data = [],
    total,
    isFetching,
  } = useGetList<MenuItem>('menus', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'order', order: 'ASC' },
    filter: { q, status: 'active', menuType: 'menu' },
  });
  const options: Option[] = item && !data.some((o) => o.id === item.id) ? [item, ...data] : data;
  const pointsValue = Number(points);
  const pointsError = points.trim() === '' || !Number.isInteger(pointsValue) || pointsValue < 0;
  const titleId = 'loyalty-cell-title';

  const choose = (option: Option | null) => {
    setItem(option);
    if (option) setPoints(String(Math.round(option.price * pointsPerSar)));
  };
  const save = () => {
    setTouched(true);
    if (!item || pointsError) return;
    onSave({
      day: target.day,
      rewardId: target.rewardId,
      itemId: item.id,
      name: item.name,
      price: item.price,
      points: pointsValue,
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{target.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Autocomplete<Option>
            options={options}
            value={item}
            onChange={(_, option) => choose(option)}
            inputValue={search}
            onInputChange={(_, text, reason) => reason !== 'reset' && setSearch(text)}
            filterOptions={(all) => all}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            getOptionLabel={(option) => local(option.name)}
            renderOption={(props, option) => (
              <li {...props} key={option.id}>
                <Stack direction="row" sx={{ width: '100%', justifyContent: 'space-between', gap: 2 }}>
                  <span>{local(option.name)}</span>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {formatMoney(option.price, locale)}
                  </Typography>
                </Stack>
              </li>
            )}
            loading={isFetching}
            noOptionsText={translate('resources.loyalty.cell.noItems')}
            loadingText={translate('ra.page.loading')}
            renderInput={(params) => (
              <TextField
                {...params}
                autoFocus
                label={translate('resources.loyalty.cell.item')}
                error={touched && !item}
                helperText={
                  touched && !item
                    ? translate('app.validation.required')
                    : // Twenty suggestions of thousands of items: say so, and how to reach the rest.
                      total !== undefined && total > data.length
                      ? translate('app.pickers.moreMatches', {
                          shown: formatNumber(data.length, locale),
                          total: formatNumber(total, locale),
                        })
                      : translate('resources.loyalty.cell.itemHint')
                }
                slotProps={{
                  ...params.slotProps,
                  input: {
                    ...params.slotProps.input,
                    endAdornment: (
                      <>
                        {isFetching ? <CircularProgress color="inherit" size={18} /> : null}
                        {params.slotProps.input.endAdornment}
                      </>
                    ),
                  },
                }}
              />
            )}
          />
          <Stack direction="row" spacing={2}>
            <TextField
              label={translate('resources.loyalty.cell.price')}
              value={item ? formatMoney(item.price, locale) : '—'}
              slotProps={{ input: { readOnly: true } }}
              sx={{ flex: 1 }}
            />
            <TextField
              label={translate('resources.loyalty.cell.points')}
              type="number"
              value={points}
              onChange={(event) => setPoints(event.target.value)}
              error={touched && pointsError}
              helperText={touched && pointsError ? translate('resources.loyalty.cell.pointsInvalid') : ' '}
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
              sx={{ flex: 1 }}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        {target.current && (
          <Button color="error" onClick={() => onSave(null)} sx={{ marginInlineEnd: 'auto' }}>
            {translate('resources.loyalty.cell.empty')}
          </Button>
        )}
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save}>
          {translate('resources.loyalty.cell.set')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
