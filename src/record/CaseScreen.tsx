import type { ReactNode } from 'react';
import { Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { CommentThread } from './CommentThread';
import { RecordShow } from './DetailParts';
import { StatusChip, type StatusTone } from '@/src/fields/StatusChip';
import { BIDI_OWN } from '@/src/format/bidi';
import type { KeyShortcut } from '@/src/keyboard/keyShortcuts';

interface CaseRecord {
  id: string;
  number: number;
  status: string;
}

export interface CaseScreenProps<R extends CaseRecord> {
  messages: string;
  heading: (record: R) => ReactNode;
  tones: Record<string, StatusTone>;
  details: (record: R) => ReactNode;
  contactTitle: string;
  contact: (record: R) => ReactNode;
  commentKey?: KeyShortcut & { name: string };
}

function CaseTitle({ messages }: { messages: string }) {
  const record = useRecordContext<CaseRecord>();
  const translate = useTranslate();
  return <>{record ? translate(`${messages}.title`, { number: record.number }) : ''}</>;
}

function CaseDetails<R extends CaseRecord>({
  messages,
  heading,
  tones,
  details,
  contactTitle,
  contact,
  commentKey,
}: CaseScreenProps<R>) {
  const record = useRecordContext<R>();
  const translate = useTranslate();
  if (!record) return null;
  const contactId = `${messages.replace(/\W/g, '-')}-contact`;
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2" sx={BIDI_OWN}>
                {heading(record)}
              </Typography>
              <StatusChip label={`${messages}.statuses.${record.status}`} tone={tones[record.status]} />
            </Stack>
            {details(record)}
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card variant="outlined" component="section" aria-labelledby={contactId}>
          <CardContent>
            <Typography id={contactId} variant="h6" component="h2" gutterBottom>
              {translate(contactTitle)}
            </Typography>
            {contact(record)}
          </CardContent>
        </Card>
      </Grid>
      <Grid size={12}>
        <CommentThread key={record.id} messages={messages} focusKey={commentKey} />
      </Grid>
    </Grid>
  );
}

export function CaseScreen<R extends CaseRecord>(props: CaseScreenProps<R>) {
  return (
    <RecordShow title={<CaseTitle messages={props.messages} />}>
      <CaseDetails {...props} />
    </RecordShow>
  );
}
