import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Confirm, useTranslate } from 'react-admin';
import { request } from '@/dataProvider/http';
import { userRoles } from '@/dataProvider/session';
import { FAKE_API } from '@/src/demo/fake';

/** Reloads so nothing cached survives; for an admin only, as it wipes every user's changes. */
export function DemoResetButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!FAKE_API || !userRoles().includes('admin')) return null;
  const reset = async () => {
    setBusy(true);
    try {
      await request('POST', '__fake/reset');
      sessionStorage.setItem('demo-reset', '1');
      window.location.reload();
    } catch {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Tooltip title={translate('app.demo.reset')}>
        <IconButton color="inherit" onClick={() => setOpen(true)} aria-label={translate('app.demo.reset')}>
          <RestartAltIcon />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={busy}
        title="app.demo.resetTitle"
        content="app.demo.resetContent"
        onConfirm={reset}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
