import { Box, Typography } from '@mui/material';
import HourglassIcon from '@mui/icons-material/HourglassBottom';
import ScheduleIcon from '@mui/icons-material/Schedule';
import LateIcon from '@mui/icons-material/WarningAmber';
import { useTranslate, type RaRecord } from 'react-admin';
import type { Ticket } from '@/dataProvider/types';
import { useDuration } from '@/src/format/duration';
import { useNow } from '@/src/dates/minuteClock';
import { useCareTargets } from './careTargets';
import { isOverdue, ticketClock } from './ticketClocks';

const ICONS = {
  waiting: HourglassIcon,
  answerOverdue: LateIcon,
  resolveLeft: ScheduleIcon,
  resolveOverdue: LateIcon,
} as const;

/**
 * The ticket's clock in words, "Waiting 42 min" or "Answer overdue by 1 h 5 min" (late: in the error colour, with a
 * warning icon, and the words), moved on by the screen's minute clock; nothing for a resolved or closed ticket.
 */
export function TicketClock({ ticket }: { ticket: Ticket }) {
  const translate = useTranslate();
  const duration = useDuration();
  const { targets } = useCareTargets();
  const clock = ticketClock(ticket, targets, useNow());
  if (!clock) return null;
  const late = isOverdue(clock);
  const Icon = ICONS[clock.kind];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, verticalAlign: 'middle' }}>
      <Icon fontSize="small" color={late ? 'error' : 'action'} aria-hidden />
      <Typography
        variant="body2"
        component="span"
        color={late ? 'error' : 'text.secondary'}
        sx={{ fontWeight: late ? 600 : 400, whiteSpace: 'nowrap' }}
      >
        {translate(`resources.customerCare.clock.${clock.kind}`, { time: duration(clock.minutes) })}
      </Typography>
    </Box>
  );
}

/** The clock under a ticket the search box found (the area's `hitDetail`). */
export function TicketHitClock({ record }: { record: RaRecord }) {
  return <TicketClock ticket={record as Ticket} />;
}
