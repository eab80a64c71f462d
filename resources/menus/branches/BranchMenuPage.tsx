import { useMemo, useState } from 'react';
import { Box, Card, CardContent, List, Stack, TextField, useMediaQuery, type Theme } from '@mui/material';
import {
  Form,
  ListContextProvider,
  Pagination,
  ReferenceInput,
  Title,
  useDataProvider,
  useChoicesContext,
  useList,
  useTranslate,
} from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { AppDataProvider } from '@/dataProvider';
import type { Branch, BranchMenu, BranchMenuItem } from '@/dataProvider/types';
import { useLocalName, useNameSort } from '@/src/format/localName';
import { PICK_PAGE, SearchPicker } from '@/src/forms/SearchPickers';
import { BranchItemRow, branchMenuKey } from './BranchItemRow';
import { loadState } from '@/src/loading/LoadError';
import { SmallTable } from '@/src/fields/SmallTable';

const NO_BRANCH = { branch: '' };
const nothingToSave = () => undefined;
const PER_PAGE = 50;
const PER_PAGE_CHOICES = [25, 50, 100];
const COLUMNS = [
  'resources.menus.fields.name',
  'resources.menus.branchMenu.itemPrice',
  'resources.menus.branchMenu.available',
  'resources.menus.branchMenu.branchPrice',
  'app.actions.column',
];

/** Until a branch is chosen the page has nothing else to show, so the branches' load failure shows in its place. */
function BranchPicker({ onChange }: { onChange: (branchId: string) => void }) {
  const localName = useLocalName();
  const { availableChoices, error, isPending, isPaused, refetch } = useChoicesContext<Branch & { id: string }>();
  const failed = loadState({ data: isPending || error ? undefined : availableChoices, error, isPaused, refetch });
  return (
    failed ?? (
      <SearchPicker
        label="resources.menus.branchMenu.pick"
        optionText={(b: Branch) => localName(b.name)}
        onChange={(id: string | null) => onChange(id ?? '')}
        helperText={false}
        fullWidth
      />
    )
  );
}

/** One branch's menu (GET menu/{branchId}) with its own availability and price per item, a page at a time. */
export default function BranchMenuPage() {
  const translate = useTranslate();
  const localName = useLocalName();
  const dataProvider = useDataProvider<AppDataProvider>();
  // Below the md breakpoint a table of five columns does not fit: each item is a block of its own.
  const stacked = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [branchId, setBranchId] = useState('');
  const [search, setSearch] = useState('');
  const byName = useNameSort();
  const menuQuery = useQuery({
    queryKey: branchMenuKey(branchId),
    enabled: branchId !== '',
    queryFn: async () => (await dataProvider.action<BranchMenu>('menus', { action: 'branchMenu', id: branchId })).data,
  });
  const menu = menuQuery.data;
  // The chosen branch's menu: its failure in place of the table (the picker says its own).
  const menuFailed = branchId ? loadState(menuQuery) : null;
  const found = useMemo(() => {
    const wanted = search.trim().toLowerCase();
    const items = menu?.items ?? [];
    return wanted ? items.filter((i) => `${i.name.en} ${i.name.ar}`.toLowerCase().includes(wanted)) : items;
  }, [menu, search]);
  // react-admin's list over data already in the page: it pages, counts and feeds <Pagination>.
  const list = useList<BranchMenuItem>({ data: found, isPending: !menu, perPage: PER_PAGE });
  const rows = (list.data ?? []).map((item) => (
    <BranchItemRow
      key={`${branchId}-${item.id}`}
      branchId={branchId}
      item={item}
      name={localName(item.name)}
      stacked={stacked}
    />
  ));

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="resources.menus.branchMenu.title" />
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
          {/* A form of its own, so the branch is a react-admin reference picker searched as one types. */}
          <Box sx={{ minWidth: { md: 320 } }}>
            <Form record={NO_BRANCH} onSubmit={nothingToSave}>
              <ReferenceInput source="branch" reference="branches" sort={byName} perPage={PICK_PAGE}>
                <BranchPicker
                  onChange={(id) => {
                    setBranchId(id);
                    list.setPage(1);
                  }}
                />
              </ReferenceInput>
            </Form>
          </Box>
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
        {menuFailed}
        {menu && branchId && (
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
