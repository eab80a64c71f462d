import { useGetIdentity, useRecordContext } from 'react-admin';
import type { SystemUser } from '@/dataProvider/types';
import { StatusButtons } from '@/src/actions/StatusButtons';
import { BulkStatusButtons } from '@/src/list/bulk/BulkStatusButtons';

/** Activate or deactivate, and optionally archive or restore, the user in context. */
export function UserStatusButtons({ withArchive = false }: { withArchive?: boolean }) {
  const user = useRecordContext<SystemUser>();
  const { identity } = useGetIdentity();
  // The API refuses these on oneself; the buttons are not offered.
  if (!user || String(identity?.id) === String(user.id)) return null;
  return (
    <StatusButtons
      messages="resources.users"
      active={user.active}
      archived={withArchive ? user.archived : undefined}
      confirm={['deactivate', 'archive']}
      name={user.email}
    />
  );
}

/** The same calls on the selected users; one's own account is left out, as the API refuses them on it. */
export function UserBulkButtons() {
  const { identity } = useGetIdentity();
  return (
    <BulkStatusButtons<SystemUser>
      isActive={(u) => u.active}
      isArchived={(u) => u.archived}
      name={(u) => u.email}
      eligible={(u) => String(identity?.id) !== String(u.id)}
    />
  );
}
