import { useMemo, useState } from 'react';
import { Autocomplete, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { Title, useDataProvider, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { AppDataProvider } from '@/dataProvider';
import type { Branch, BranchMenu } from '@/dataProvider/types';
import { useLocalName } from '../shared';
import { BranchItemRow } from './BranchItemRow';

const SHOWN = 50;

/** One branch's menu (GET menu/{branchId}) with its own availability and price per item. */
export default function BranchMenuPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const localName = useLocalName();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [branch, setBranch] = useState<Branch | null>(null);
  const [search, setSearch] = useState('');
  const { data: branches = [] } = useGetList<Branch & { id: string }>('branches', { pagination: { page: 1, perPage: 500 } });
  const { data: menu } = useQuery({
    queryKey: ['menus', 'branchMenu', branch?.sk],
    enabled: !!branch,
    queryFn: async () => (await dataProvider.action<BranchMenu>('menus', { action: 'branchMenu', id: branch?.sk })).data,
  });
  const rows = useMemo(() => {
    const wanted = search.trim().toLowerCase();
    const items = menu?.items ?? [];
    return (wanted ? items.filter((i) => `${i.name.en} ${i.name.ar}`.toLowerCase().includes(wanted)) : items).slice(0, SHOWN);
  }, [menu, search]);
  const branchName = (b: Branch) => (locale === 'ar' ? b.name.ar : b.name.en);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="resources.menus.branchMenu.title" />
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <Autocomplete
            options={branches}
            value={branch}
            onChange={(_, value) => setBranch(value)}
            getOptionLabel={branchName}
            isOptionEqualToValue={(a, b) => a.sk === b.sk}
            sx={{ minWidth: 320 }}
            renderInput={(params) => <TextField {...params} label={translate('resources.menus.branchMenu.pick')} />}
          />
          {menu && <TextField label={translate('resources.menus.fields.q')} value={search} onChange={(e) => setSearch(e.target.value)} />}
        </Stack>
        {menu && branch && (
          <Table size="small" aria-label={translate('resources.menus.branchMenu.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.menus.fields.name')}</TableCell>
                <TableCell>{translate('resources.menus.branchMenu.itemPrice')}</TableCell>
                <TableCell>{translate('resources.menus.branchMenu.available')}</TableCell>
                <TableCell>{translate('resources.menus.branchMenu.branchPrice')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((item) => (
                <BranchItemRow key={`${branch.sk}-${item.id}`} branchId={branch.sk} item={item} name={localName(item.name)} />
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
