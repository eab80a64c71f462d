import type { ReactNode } from 'react';
import { Card, CardContent, Grid, Link, Stack, Typography } from '@mui/material';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import BlockIcon from '@mui/icons-material/Block';
import { ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { CateringRequest } from '@/dataProvider/types';
import { cateringActionsFrom } from '@/dataProvider/workflows';
import { CommentThread } from '@/src/components/CommentThread';
import { StatusChip } from '@/src/components/StatusChip';
import { WorkflowButtons } from '@/src/components/WorkflowButtons';
import { formatDateTime } from '@/src/format';
import { CATERING_TONES } from './choices';

const ICONS = { fulfill: <TaskAltIcon />, reject: <BlockIcon /> };

function Title() {
  const row = useRecordContext<CateringRequest>();
  const translate = useTranslate();
  return <>{row ? translate('resources.catering.title', { number: row.number }) : ''}</>;
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ py: 0.5 }}>
      <Typography color="text.secondary" sx={{ minWidth: 140 }}>
        {translate(label)}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </Typography>
    </Stack>
  );
}

function CateringDetails() {
  const row = useRecordContext<CateringRequest>();
  const translate = useTranslate();
  if (!row) return null;
  const actions = cateringActionsFrom(row.status);
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2">
                {row.companyName}
              </Typography>
              <StatusChip label={`resources.catering.statuses.${row.status}`} tone={CATERING_TONES[row.status]} />
            </Stack>
            <Line label="resources.catering.fields.number">#{row.number}</Line>
            <Line label="resources.catering.fields.guestNumber">{row.guestNumber}</Line>
            <Line label="resources.catering.fields.eventDate"><bdi dir="ltr">{row.eventDate}</bdi></Line>
            <Line label="resources.catering.fields.city">{row.city}</Line>
            <Line label="resources.catering.fields.createdAt"><bdi dir="ltr">{formatDateTime(row.createdAt)}</bdi></Line>
            <Line label="resources.catering.fields.notes">
              <span style={{ whiteSpace: 'pre-wrap' }}>{row.notes}</span>
            </Line>
            <Stack sx={{ mt: 2 }} spacing={1}>
              <Typography variant="subtitle2" component="h3">
                {translate('resources.catering.actionsTitle')}
              </Typography>
              {actions.length === 0 ? (
                <Typography color="text.secondary">{translate('resources.catering.noActions')}</Typography>
              ) : (
                <WorkflowButtons actions={actions} messages="resources.catering" icons={ICONS} dangerous={['reject']} name={row.companyName} />
              )}
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card variant="outlined" component="section" aria-labelledby="catering-contact">
          <CardContent>
            <Typography id="catering-contact" variant="h6" component="h2" gutterBottom>
              {translate('resources.catering.contact')}
            </Typography>
            <Line label="resources.catering.fields.contactName">{row.contactName}</Line>
            <Line label="resources.catering.fields.phone">
              <Link href={`tel:${row.phone}`} dir="ltr">
                {row.phone}
              </Link>
            </Line>
            <Line label="resources.catering.fields.email">
              <Link href={`mailto:${row.email}`}>{row.email}</Link>
            </Line>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={12}>
        <CommentThread messages="resources.catering" />
      </Grid>
    </Grid>
  );
}

export default function CateringShow() {
  return (
    <Show
      title={<Title />}
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <CateringDetails />
    </Show>
  );
}
