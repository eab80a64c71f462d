import { useState } from 'react';
import {
  Button,
  FormControlLabel,
  ListItem,
  Stack,
  Switch,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useSingleMutation } from '@/src/save/useSingleMutation';
import type { AppDataProvider } from '@/dataProvider';
import type { BranchMenuItem } from '@/dataProvider/types';
import { formatMoney } from '@/src/format/values';

export const branchMenuKey = (branchId: string | undefined) => ['menus', 'branchMenu', branchId];

/** An empty branch price goes back to the item's price; on narrow screens (`stacked`) a list item, not a table row. */
export function BranchItemRow({
  branchId,
  item,
  name,
  stacked,
}: {
  branchId: string;
  item: BranchMenuItem;
  name: string;
  stacked: boolean;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [available, setAvailable] = useState(item.available);
  const [price, setPrice] = useState(item.branchPrice === null ? '' : String(item.branchPrice));
  const { mutate, isPending } = useSingleMutation({
    mutationFn: () =>
      dataProvider.action('menus', {
        action: 'overrideBranchItem',
        data: { branchId, itemId: item.id, available, price: price.trim() === '' ? null : Number(price) },
      }),
    onSuccess: () => {
      notify('resources.menus.branchMenu.saved', { type: 'success' });
      // A row drawn again (another page, a search) starts from the menu as the server now has it.
      void queryClient.invalidateQueries({ queryKey: branchMenuKey(branchId) });
    },
  });
  const itemPrice = formatMoney(item.price, locale);
  const availableSwitch = (
    <Switch
      checked={available}
      onChange={(e) => setAvailable(e.target.checked)}
      slotProps={{ input: { 'aria-label': `${translate('resources.menus.branchMenu.available')}: ${name}` } }}
    />
  );
  const priceInput = (
    <TextField
      size="small"
      type="number"
      value={price}
      onChange={(e) => setPrice(e.target.value)}
      label={stacked ? translate('resources.menus.branchMenu.branchPrice') : undefined}
      sx={stacked ? { flex: 1, minWidth: 0 } : undefined}
      slotProps={{
        htmlInput: {
          min: 0,
          step: 0.5,
          'aria-label': `${translate('resources.menus.branchMenu.branchPrice')}: ${name}`,
        },
      }}
    />
  );
  const saveButton = (
    <Button
      onClick={() => mutate()}
      disabled={isPending}
      aria-label={`${translate('resources.menus.branchMenu.save')}: ${name}`}
    >
      {translate('resources.menus.branchMenu.save')}
    </Button>
  );

  if (stacked) {
    return (
      <ListItem divider disableGutters sx={{ display: 'block' }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography>{name}</Typography>
          <Typography color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {itemPrice}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 1 }}>
          {/* Stacked, the controls carry their labels: there are no column headers above them. */}
          <FormControlLabel
            control={availableSwitch}
            label={translate('resources.menus.branchMenu.available')}
            sx={{ m: 0 }}
          />
          {priceInput}
          {saveButton}
        </Stack>
      </ListItem>
    );
  }
  return (
    <TableRow>
      <TableCell>{name}</TableCell>
      <TableCell>{itemPrice}</TableCell>
      <TableCell>{availableSwitch}</TableCell>
      <TableCell>{priceInput}</TableCell>
      <TableCell>{saveButton}</TableCell>
    </TableRow>
  );
}
