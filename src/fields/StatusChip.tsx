import { useTranslate } from 'react-admin';
import { Tag, type TagColor } from './Tag';

export type StatusTone = 'new' | 'working' | 'done' | 'refused' | 'idle';

const COLORS: Record<StatusTone, TagColor> = {
  new: 'info',
  working: 'warning',
  done: 'success',
  refused: 'error',
  idle: 'default',
};

/** In words and colour, never colour alone. */
export function StatusChip({ label, tone }: { label: string; tone: StatusTone }) {
  const translate = useTranslate();
  return <Tag color={COLORS[tone]} variant={tone === 'idle' ? 'outlined' : 'filled'} label={translate(label)} />;
}
