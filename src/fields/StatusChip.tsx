import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';

export type StatusTone = 'new' | 'working' | 'done' | 'refused' | 'idle';

const COLORS: Record<StatusTone, ChipProps['color']> = {
  new: 'info',
  working: 'warning',
  done: 'success',
  refused: 'error',
  idle: 'default',
};

/** In words and colour, never colour alone. */
export function StatusChip({ label, tone }: { label: string; tone: StatusTone }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLORS[tone]}
      variant={tone === 'idle' ? 'outlined' : 'filled'}
      label={translate(label)}
    />
  );
}
