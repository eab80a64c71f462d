import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { QueueOrder } from './queueOrder';

/** Newest first or most urgent first, above the ticket list. */
export function QueueOrderChoice({ value, onChange }: { value: QueueOrder; onChange: (order: QueueOrder) => void }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_, next: QueueOrder | null) => next && onChange(next)}
      aria-label={translate('resources.customerCare.order.label')}
    >
      <ToggleButton value="date" sx={{ whiteSpace: 'nowrap' }}>
        {translate('resources.customerCare.order.date')}
      </ToggleButton>
      <ToggleButton value="urgent" sx={{ whiteSpace: 'nowrap' }}>
        {translate('resources.customerCare.order.urgent')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
