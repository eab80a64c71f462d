import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { AppDataProvider } from '@/dataProvider';
import type { MenuItem } from '@/dataProvider/types';
import SortableList from '../sort/SortableList';
import { useLocalName } from '../shared';

/**
 * Saves on drop, apart from the form, so it orders the saved list only: while the form holds unsaved changes to the
 * same group, it waits for them to be saved.
 */
export default function GroupOrder({ group }: { group: 'options' | 'components' }) {
  const item = useRecordContext<MenuItem>();
  const translate = useTranslate();
  const localName = useLocalName();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { dirtyFields } = useFormState({ name: group });
  const saved = item?.[group];
  const entries = useMemo(
    () => (saved ?? []).map((entry) => ({ id: entry.id, label: localName(entry.name) })),
    // localName changes with the language only, which re-renders with new names anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [saved],
  );
  if (!item || entries.length < 2) return null;
  const groupName = translate(`resources.menus.fields.${group}`);
  if (dirtyFields[group]) {
    return (
      <Typography variant="body2" sx={{ my: 2 }}>
        {translate('resources.menus.sort.groupOrderLater', { group: groupName })}
      </Typography>
    );
  }
  const onSort = async (ids: string[]) => {
    if (group === 'options')
      await dataProvider.action('menus', { action: 'sortMulti', id: item.id, data: { ids }, silent: true });
    else
      await dataProvider.action('menus', {
        action: 'sortCombo',
        id: item.id,
        data: { type: 'components', ids },
        silent: true,
      });
    refresh();
  };
  const title = translate('resources.menus.sort.groupOrder', { group: groupName });
  return (
    <Box sx={{ maxWidth: 480, my: 2 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      <SortableList label={title} entries={entries} failure="resources.menus.sort.failed" onSort={onSort} />
    </Box>
  );
}
