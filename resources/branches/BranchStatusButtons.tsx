import { useLocaleState, useRecordContext } from 'react-admin';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import type { Branch } from '@/dataProvider/types';
import { RecordActionButton } from '@/src/components/RecordActionButton';

const confirmOf = (verb: 'activate' | 'deactivate' | 'archive' | 'restore') => ({
  title: `resources.branches.confirm.${verb}Title`,
  content: `resources.branches.confirm.${verb}Content`,
});

/** Activate or deactivate, archive or restore the branch in context; each asks first. */
export function BranchStatusButtons() {
  const branch = useRecordContext<Branch>();
  const [locale] = useLocaleState();
  if (!branch) return null;
  const name = locale === 'ar' ? branch.name.ar : branch.name.en;
  return (
    <>
      {branch.status === 'active' ? (
        <RecordActionButton
          action="deactivate"
          label="app.actions.deactivate"
          icon={<ToggleOffIcon />}
          success="resources.branches.notifications.deactivated"
          confirm={confirmOf('deactivate')}
          color="error"
          name={name}
        />
      ) : (
        <RecordActionButton
          action="activate"
          label="app.actions.activate"
          icon={<ToggleOnIcon />}
          success="resources.branches.notifications.activated"
          confirm={confirmOf('activate')}
          name={name}
        />
      )}
      {branch.archived ? (
        <RecordActionButton
          action="restore"
          label="app.actions.restore"
          icon={<UnarchiveIcon />}
          success="resources.branches.notifications.restored"
          confirm={confirmOf('restore')}
          name={name}
        />
      ) : (
        <RecordActionButton
          action="archive"
          label="app.actions.archive"
          icon={<ArchiveIcon />}
          success="resources.branches.notifications.archived"
          confirm={confirmOf('archive')}
          color="error"
          name={name}
        />
      )}
    </>
  );
}
