import { useGetIdentity, useRecordContext } from 'react-admin';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import type { SystemUser } from '@/dataProvider/types';
import { RecordActionButton } from '@/src/components/RecordActionButton';

/** Activate or deactivate, and optionally archive or restore, the user in context. */
export function UserStatusButtons({ withArchive = false }: { withArchive?: boolean }) {
  const user = useRecordContext<SystemUser>();
  const { identity } = useGetIdentity();
  // The API refuses these on oneself; the buttons are not offered.
  if (!user || String(identity?.id) === String(user.id)) return null;
  return (
    <>
      {user.active ? (
        <RecordActionButton
          action="deactivate"
          label="app.actions.deactivate"
          icon={<ToggleOffIcon />}
          success="resources.users.notifications.deactivated"
          confirm={{ title: 'resources.users.confirm.deactivateTitle', content: 'resources.users.confirm.deactivateContent' }}
          color="error"
        />
      ) : (
        <RecordActionButton action="activate" label="app.actions.activate" icon={<ToggleOnIcon />} success="resources.users.notifications.activated" />
      )}
      {withArchive &&
        (user.archived ? (
          <RecordActionButton action="restore" label="app.actions.restore" icon={<UnarchiveIcon />} success="resources.users.notifications.restored" />
        ) : (
          <RecordActionButton
            action="archive"
            label="app.actions.archive"
            icon={<ArchiveIcon />}
            success="resources.users.notifications.archived"
            confirm={{ title: 'resources.users.confirm.archiveTitle', content: 'resources.users.confirm.archiveContent' }}
            color="error"
          />
        ))}
    </>
  );
}
