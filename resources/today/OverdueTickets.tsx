import { useTranslate } from 'react-admin';
import { useOverdueCount } from '@/resources/customerCare/overdueCount';
import { WAITING_STATUSES } from '@/resources/customerCare/ticketClocks';
import { Figure } from './Figure';
import { listAddress } from './listAddress';

/**
 * The waiting tickets past their first-answer target (the care queue's count, shared with the side menu's). The API
 * cannot filter by a clock: the link opens the waiting tickets oldest first, the overdue ones at the top.
 */
export function OverdueTickets() {
  const translate = useTranslate();
  const overdue = useOverdueCount(true);
  if (overdue === undefined) return null;
  return (
    <Figure
      label={translate('resources.today.care.overdueTickets')}
      value={overdue}
      alarm
      to={listAddress('/customerCare', { status: WAITING_STATUSES }, { field: 'createdAt', order: 'ASC' })}
    />
  );
}
