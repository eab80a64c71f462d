import { useState } from 'react';
import { useSentence } from '@/src/fields/Sentence';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useSingleMutation } from '@/src/save/useSingleMutation';
import type { AppDataProvider } from '@/dataProvider';
import type { MenuItem, MenuOptionGroup } from '@/dataProvider/types';

/** PATCH menu/items/{itemId}?type={group}: the whole group goes at once, after a confirmation. */
export function RemoveGroupButton({ group }: { group: MenuOptionGroup }) {
  const item = useRecordContext<MenuItem>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { resetField } = useFormContext();
  const sentence = useSentence();
  const [open, setOpen] = useState(false);
  const groupName = translate(`resources.menus.fields.${group}`);
  const { mutate, isPending } = useSingleMutation({
    mutationFn: () => dataProvider.action('menus', { action: 'removeOptions', id: item?.id, data: { type: group } }),
    onSuccess: () => {
      notify('resources.menus.groupRemoved', { type: 'success', messageArgs: { group: groupName } });
      // The group is gone on the server: entries typed into it go too, so the refetch is not taken for a conflict.
      resetField(group, { defaultValue: [] });
      refresh();
    },
    onSettled: () => setOpen(false),
  });
  if (!item || item[group].length === 0) return null;
  return (
    <>
      <Button
        label={translate('resources.menus.removeGroup', { group: groupName })}
        color="error"
        onClick={() => setOpen(true)}
      >
        <DeleteSweepIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={sentence('resources.menus.removeGroupTitle', { group: groupName })}
        content="resources.menus.removeGroupContent"
        onConfirm={() => mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
