import { useState } from 'react';
import { Button, Switch, TableCell, TableRow, TextField } from '@mui/material';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useSingleMutation } from '@/src/useSingleMutation';
import type { AppDataProvider } from '@/dataProvider';
import type { BranchMenuItem } from '@/dataProvider/types';
import { formatMoney } from '@/src/format';

/** PUT menu/{branchId}/item/{itemId}: an empty branch price goes back to the item's price. */
export function BranchItemRow({ branchId, item, name }: { branchId: string; item: BranchMenuItem; name: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [available, setAvailable] = useState(item.available);
  const [price, setPrice] = useState(item.branchPrice === null ? '' : String(item.branchPrice));
  const { mutate, isPending } = useSingleMutation({
    mutationFn: () =>
      dataProvider.action('menus', {
        action: 'overrideBranchItem',
        data: { branchId, itemId: item.id, available, price: price.trim() === '' ? null : Number(price) },
      }),
    onSuccess: () => notify('resources.menus.branchMenu.saved', { type: 'success' }),
  });
  return (
    <TableRow>
      <TableCell>{name}</TableCell>
      <TableCell>{formatMoney(item.price, locale)}</TableCell>
      <TableCell>
        <Switch checked={available} onChange={(e) => setAvailable(e.target.checked)} slotProps={{ input: { 'aria-label': `${translate('resources.menus.branchMenu.available')}: ${name}` } }} />
      </TableCell>
      <TableCell>
        <TextField
          size="small"
          type="number"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          slotProps={{ htmlInput: { min: 0, step: 0.5, 'aria-label': `${translate('resources.menus.branchMenu.branchPrice')}: ${name}` } }}
        />
      </TableCell>
      <TableCell>
        <Button onClick={() => mutate()} disabled={isPending} aria-label={`${translate('resources.menus.branchMenu.save')}: ${name}`}>
          {translate('resources.menus.branchMenu.save')}
        </Button>
      </TableCell>
    </TableRow>
  );
}
