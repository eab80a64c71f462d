import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TargetsNote } from './TargetsNote';

/** Above the tickets: the targets their clocks count with, and in the urgent order what the API could give. */
export function QueueNotes({ urgent }: { urgent: boolean }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} sx={{ px: 2, py: 1 }}>
      <TargetsNote />
      {urgent ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.customerCare.order.urgentNote')}
        </Typography>
      ) : null}
    </Stack>
  );
}
