import { Link as RouterLink } from 'react-router';
import { Link } from '@mui/material';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { useCreatePath, useTranslate } from 'react-admin';

export function ListSearchLink({ resource, q, label }: { resource: string; q: string; label: string }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const search = new URLSearchParams({ filter: JSON.stringify({ q }) });
  return (
    <Link
      component={RouterLink}
      to={{ pathname: createPath({ resource, type: 'list' }), search: `?${search.toString()}` }}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1 }}
    >
      <ManageSearchIcon fontSize="small" aria-hidden />
      {translate(label)}
    </Link>
  );
}
