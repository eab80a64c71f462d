import { useMemo, useState } from 'react';
import { Alert, Card, CardContent, Grid, MenuItem as MuiMenuItem, TextField, Typography } from '@mui/material';
import { Title, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { MenuCategory, MenuItem } from '@/dataProvider/types';
import { formatMoney } from '@/src/format/values';
import { categoryName, useLocalName } from '../shared';
import SortableList from './SortableList';
import { loadState } from '@/src/loading/LoadError';
import { useEveryRecord } from '@/src/query/useEveryRecord';

const byOrder = { field: 'order', order: 'ASC' } as const;

/** The category order, and the order of one category's items, by drag and drop; every one of them, however many. */
export default function MenuSortPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const localName = useLocalName();
  const dataProvider = useDataProvider<AppDataProvider>();
  const categoryQuery = useEveryRecord<MenuCategory>('menuCategories', { sort: byOrder });
  const categories = useMemo(() => categoryQuery.data ?? [], [categoryQuery.data]);
  const [chosen, setChosen] = useState('');
  const categoryId = chosen || categories[0]?.id || '';
  // The sort call names every item of the category (the server refuses a partial list): all of them are read.
  const itemParams = useMemo(() => ({ sort: byOrder, filter: { categoryId } }), [categoryId]);
  const itemQuery = useEveryRecord<MenuItem>('menus', itemParams, { enabled: categoryId !== '' });
  const items = useMemo(() => itemQuery.data ?? [], [itemQuery.data]);

  const categoryEntries = useMemo(
    () => categories.map((c) => ({ id: c.id, label: categoryName(c, locale) })),
    [categories, locale],
  );
  const itemEntries = useMemo(
    () =>
      items.map((item) => ({ id: item.id, label: localName(item.name), secondary: formatMoney(item.price, locale) })),
    // localName changes with locale only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [items, locale],
  );
  const current = categories.find((c) => c.id === categoryId);
  const failed = loadState(categoryQuery);
  if (failed) {
    return (
      <Card sx={{ mt: 2 }}>
        <Title title="resources.menus.sort.title" />
        {failed}
      </Card>
    );
  }

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="resources.menus.sort.title" />
      <CardContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.menus.sort.hint')}
        </Alert>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('resources.menus.sort.categories')}
            </Typography>
            <SortableList
              label={translate('resources.menus.sort.categories')}
              entries={categoryEntries}
              failure="resources.menus.sort.categoryFailed"
              onSort={(ids) =>
                dataProvider.action('menuCategories', { action: 'sort', data: { order: ids }, silent: true })
              }
            />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <TextField
              select
              label={translate('resources.menus.fields.categoryId')}
              value={categoryId}
              onChange={(event) => setChosen(event.target.value)}
              sx={{ mb: 2, minWidth: 260 }}
            >
              {categories.map((c) => (
                <MuiMenuItem key={c.id} value={c.id}>
                  {categoryName(c, locale)}
                </MuiMenuItem>
              ))}
            </TextField>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('resources.menus.sort.items', { category: categoryName(current, locale) })}
            </Typography>
            {loadState(itemQuery) ?? (
              <SortableList
                label={translate('resources.menus.sort.items', { category: categoryName(current, locale) })}
                entries={itemEntries}
                failure="resources.menus.sort.failed"
                onSort={(ids) =>
                  dataProvider.action('menus', { action: 'sortItems', data: { categoryId, ids }, silent: true })
                }
              />
            )}
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
