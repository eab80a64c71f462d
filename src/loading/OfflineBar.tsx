import { Alert } from '@mui/material';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import { useOnline } from '@/src/query/useOnline';
import { useT } from '@/i18n/useT';

/** So no one types into a form that cannot be saved without knowing. */
export function OfflineBar() {
  const online = useOnline();
  const translate = useT();
  if (online) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      icon={<WifiOffIcon />}
      sx={{ position: 'sticky', top: 0, zIndex: (theme) => theme.zIndex.appBar - 1, borderRadius: 0, mb: 1 }}
    >
      {translate('app.load.offline')}
    </Alert>
  );
}
