import { Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import BlockIcon from '@mui/icons-material/Block';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CateringRequest } from '@/dataProvider/types';
import { cateringActionsFrom } from '@/dataProvider/workflows';
import { CommentThread } from '@/src/components/CommentThread';
import { StatusChip } from '@/src/components/StatusChip';
import { StatusActions } from '@/src/components/WorkflowButtons';
import { ContactLines, DetailLine, RecordShow } from '@/src/components/DetailParts';
import { formatDateTime } from '@/src/format';
import { CATERING_TONES } from './choices';

const ICONS = { fulfill: <TaskAltIcon />, reject: <BlockIcon /> };

function Title() {
  const row = useRecordContext<CateringRequest>();
  const translate = useTranslate();
  return <>{row ? translate('resources.catering.title', { number: row.number }) : ''}</>;
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
            <DetailLine label="resources.catering.fields.number">#{row.number}</DetailLine>
            <DetailLine label="resources.catering.fields.guestNumber">{row.guestNumber}</DetailLine>
            <DetailLine label="resources.catering.fields.eventDate">
              <bdi dir="ltr">{row.eventDate}</bdi>
            </DetailLine>
            <DetailLine label="resources.catering.fields.city">{row.city}</DetailLine>
            <DetailLine label="resources.catering.fields.createdAt">
              <bdi dir="ltr">{formatDateTime(row.createdAt)}</bdi>
            </DetailLine>
            <DetailLine label="resources.catering.fields.notes">
              <span style={{ whiteSpace: 'pre-wrap' }}>{row.notes}</span>
            </DetailLine>
            <StatusActions
              actions={actions}
              messages="resources.catering"
              icons={ICONS}
              dangerous={['reject']}
              name={row.companyName}
            />
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card variant="outlined" component="section" aria-labelledby="catering-contact">
          <CardContent>
            <Typography id="catering-contact" variant="h6" component="h2" gutterBottom>
              {translate('resources.catering.contact')}
            </Typography>
            <DetailLine label="resources.catering.fields.contactName">{row.contactName}</DetailLine>
            <ContactLines phone={row.phone} email={row.email} fields="resources.catering.fields" />
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
    <RecordShow title={<Title />}>
      <CateringDetails />
    </RecordShow>
  );
}
