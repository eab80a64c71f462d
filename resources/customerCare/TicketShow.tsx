import { Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ReplayIcon from '@mui/icons-material/Replay';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Ticket } from '@/dataProvider/types';
import { ticketActionsFrom } from '@/dataProvider/workflows';
import { CommentThread } from '@/src/components/CommentThread';
import { StatusChip } from '@/src/components/StatusChip';
import { StatusActions } from '@/src/components/WorkflowButtons';
import { ContactLines, DetailLine, RecordShow } from '@/src/components/DetailParts';
import { formatDateTime } from '@/src/format';
import { TICKET_TONES } from './choices';

const ICONS = { accept: <CheckIcon />, resolve: <DoneAllIcon />, reopen: <ReplayIcon /> };

function Title() {
  const ticket = useRecordContext<Ticket>();
  const translate = useTranslate();
  return <>{ticket ? translate('resources.customerCare.title', { number: ticket.number }) : ''}</>;
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
              <StatusChip
                label={`resources.customerCare.statuses.${ticket.status}`}
                tone={TICKET_TONES[ticket.status]}
              />
            </Stack>
            <DetailLine label="resources.customerCare.fields.number">#{ticket.number}</DetailLine>
            <DetailLine label="resources.customerCare.fields.type">
              {translate(`resources.customerCare.types.${ticket.type}`)}
            </DetailLine>
            <DetailLine label="resources.customerCare.fields.createdAt">
              <bdi dir="ltr">{formatDateTime(ticket.createdAt)}</bdi>
            </DetailLine>
            <StatusActions
              actions={ticketActionsFrom(ticket.status)}
              messages="resources.customerCare"
              icons={ICONS}
              name={`#${ticket.number}`}
            />
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card variant="outlined" component="section" aria-labelledby="ticket-customer">
          <CardContent>
            <Typography id="ticket-customer" variant="h6" component="h2" gutterBottom>
              {translate('resources.customerCare.customerInfo')}
            </Typography>
            <DetailLine label="resources.customerCare.fields.customer">{ticket.customer.name}</DetailLine>
            <ContactLines
              phone={ticket.customer.phone}
              email={ticket.customer.email}
              fields="resources.customerCare.fields"
            />
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
    <RecordShow title={<Title />}>
      <TicketDetails />
    </RecordShow>
  );
}
