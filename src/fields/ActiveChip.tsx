import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** In words and colour, never colour alone. */
export function ActiveChip({ active, archived }: { active?: boolean; archived?: boolean }) {
  const translate = useTranslate();
  if (archived) return <Chip size="small" variant="outlined" label={translate('app.status.archived')} />;
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      label={translate(active ? 'app.status.active' : 'app.status.inactive')}
    />
  );
}
