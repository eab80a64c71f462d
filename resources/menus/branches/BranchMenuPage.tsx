import { useMemo, useState } from 'react';
import { Autocomplete, Card, CardContent, List, Stack, TextField, useMediaQuery, type Theme } from '@mui/material';
import {
  ListContextProvider,
  Pagination,
  Title,
  useDataProvider,
  useGetList,
  useList,
  useTranslate,
} from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { AppDataProvider } from '@/dataProvider';
import type { Branch, BranchMenu, BranchMenuItem } from '@/dataProvider/types';
import { useLocalName, useSortedByName } from '@/src/localName';
import { BranchItemRow, branchMenuKey } from './BranchItemRow';
import { loadState } from '@/src/components/LoadError';
import { SmallTable } from '@/src/components/SmallTable';

const PER_PAGE = 50;
const PER_PAGE_CHOICES = [25, 50, 100];
const COLUMNS = [
  'resources.menus.fields.name',
  'resources.menus.branchMenu.itemPrice',
  'resources.menus.branchMenu.available',
  'resources.menus.branchMenu.branchPrice',
  'app.actions.column',
];

/** One branch's menu (GET menu/{branchId}) with its own availability and price per item, a page at a time. */
export default function BranchMenuPage() {
  const translate = useTranslate();
  const localName = useLocalName();
  const dataProvider = useDataProvider<AppDataProvider>();
  // Below the md breakpoint a table of five columns does not fit: each item is a block of its own.
  const stacked = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [branch, setBranch] = useState<Branch | null>(null);
  const [search, setSearch] = useState('');
  const sortedByName = useSortedByName();
  const branchQuery = useGetList<Branch & { id: string }>('branches', { pagination: { page: 1, perPage: 500 } });
  const unsorted = branchQuery.data;
  const branches = useMemo(() => sortedByName(unsorted ?? []), [unsorted, sortedByName]);
  const menuQuery = useQuery({
    queryKey: branchMenuKey(branch?.sk),
    enabled: !!branch,
    queryFn: async () =>
      (await dataProvider.action<BranchMenu>('menus', { action: 'branchMenu', id: branch?.sk })).data,
  });
  const menu = menuQuery.data;
  // The branches to choose from, then the chosen branch's menu: each failure in place of what it would show.
  const branchesFailed = loadState(branchQuery);
  const menuFailed = branch ? loadState(menuQuery) : null;
  const found = useMemo(() => {
    const wanted = search.trim().toLowerCase();
    const items = menu?.items ?? [];
    return wanted ? items.filter((i) => `${i.name.en} ${i.name.ar}`.toLowerCase().includes(wanted)) : items;
  }, [menu, search]);
  // react-admin's list over data already in the page: it pages, counts and feeds <Pagination>.
  const list = useList<BranchMenuItem>({ data: found, isPending: !menu, perPage: PER_PAGE });
  const branchName = (b: Branch) => localName(b.name);
  const rows = (list.data ?? []).map((item) => (
    <BranchItemRow
      key={`${branch?.sk}-${item.id}`}
      branchId={branch?.sk ?? ''}
      item={item}
      name={localName(item.name)}
      stacked={stacked}
    />
  ));

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="resources.menus.branchMenu.title" />
      <CardContent>
        {branchesFailed ?? (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
            <Autocomplete
              options={branches}
              value={branch}
              onChange={(_, value) => {
                setBranch(value);
                list.setPage(1);
              }}
              getOptionLabel={branchName}
              isOptionEqualToValue={(a, b) => a.sk === b.sk}
              sx={{ minWidth: { md: 320 } }}
              renderInput={(params) => <TextField {...params} label={translate('resources.menus.branchMenu.pick')} />}
            />
            {menu && (
              <TextField
                label={translate('resources.menus.fields.q')}
                value={search}
                onChange={(e) => {
                  setSearch(e.target.value);
                  list.setPage(1);
                }}
              />
            )}
          </Stack>
        )}
        {menuFailed}
        {menu && branch && (
          <ListContextProvider value={list}>
            {stacked ? (
              <List aria-label={translate('resources.menus.branchMenu.title')} disablePadding>
                {rows}
              </List>
            ) : (
              <SmallTable label={translate('resources.menus.branchMenu.title')} columns={COLUMNS}>
                {rows}
              </SmallTable>
            )}
            <Pagination rowsPerPageOptions={PER_PAGE_CHOICES} />
          </ListContextProvider>
        )}
      </CardContent>
    </Card>
  );
}
