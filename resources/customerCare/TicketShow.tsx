import { Card, CardContent, Grid, Link, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ReplayIcon from '@mui/icons-material/Replay';
import { ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { Ticket } from '@/dataProvider/types';
import { ticketActionsFrom } from '@/dataProvider/workflows';
import { CommentThread } from '@/src/components/CommentThread';
import { StatusChip } from '@/src/components/StatusChip';
import { WorkflowButtons } from '@/src/components/WorkflowButtons';
import { formatDateTime } from '@/src/format';
import { TICKET_TONES } from './choices';

const ICONS = { accept: <CheckIcon />, resolve: <DoneAllIcon />, reopen: <ReplayIcon /> };

function Title() {
  const ticket = useRecordContext<Ticket>();
  const translate = useTranslate();
  return <>{ticket ? translate('resources.customerCare.title', { number: ticket.number }) : ''}</>;
}

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ py: 0.5 }}>
      <Typography color="text.secondary" sx={{ minWidth: 110 }}>
        {translate(label)}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** The ticket, its customer, the status actions open now and the comment thread. */
function TicketDetails() {
  const ticket = useRecordContext<Ticket>();
  const translate = useTranslate();
  if (!ticket) return null;
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2">
                {ticket.subject}
              </Typography>
              <StatusChip label={`resources.customerCare.statuses.${ticket.status}`} tone={TICKET_TONES[ticket.status]} />
            </Stack>
            <Line label="resources.customerCare.fields.number">#{ticket.number}</Line>
            <Line label="resources.customerCare.fields.type">{translate(`resources.customerCare.types.${ticket.type}`)}</Line>
            <Line label="resources.customerCare.fields.createdAt"><bdi dir="ltr">{formatDateTime(ticket.createdAt)}</bdi></Line>
            <Stack sx={{ mt: 2 }} spacing={1}>
              <Typography variant="subtitle2" component="h3">
                {translate('resources.customerCare.actionsTitle')}
              </Typography>
              {ticketActionsFrom(ticket.status).length === 0 ? (
                <Typography color="text.secondary">{translate('resources.customerCare.noActions')}</Typography>
              ) : (
                <WorkflowButtons
                  actions={ticketActionsFrom(ticket.status)}
                  messages="resources.customerCare"
                  icons={ICONS}
                  name={`#${ticket.number}`}
                />
              )}
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card variant="outlined" component="section" aria-labelledby="ticket-customer">
          <CardContent>
            <Typography id="ticket-customer" variant="h6" component="h2" gutterBottom>
              {translate('resources.customerCare.customerInfo')}
            </Typography>
            <Line label="resources.customerCare.fields.customer">{ticket.customer.name}</Line>
            <Line label="resources.customerCare.fields.phone">
              <Link href={`tel:${ticket.customer.phone}`} dir="ltr">
                {ticket.customer.phone}
              </Link>
            </Line>
            <Line label="resources.customerCare.fields.email">
              <Link href={`mailto:${ticket.customer.email}`}>{ticket.customer.email}</Link>
            </Line>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={12}>
        <CommentThread messages="resources.customerCare" />
      </Grid>
    </Grid>
  );
}

export default function TicketShow() {
  return (
    <Show
      title={<Title />}
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <TicketDetails />
    </Show>
  );
}
