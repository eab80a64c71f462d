import { useTranslate } from 'react-admin';
import { Tag } from './Tag';

/** In words and colour, never colour alone. */
export function ActiveChip({ active, archived }: { active?: boolean; archived?: boolean }) {
  const translate = useTranslate();
  if (archived) return <Tag variant="outlined" label={translate('app.status.archived')} />;
  return (
    <Tag
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      label={translate(active ? 'app.status.active' : 'app.status.inactive')}
    />
  );
}
