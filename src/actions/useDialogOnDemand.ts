import { useState } from 'react';

/**
 * A row action's dialog: mounted once first opened, then kept for its closing fade. A closed dialog in each of a
 * page's rows would cost its render on every page turn.
 */
export function useDialogOnDemand() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = () => {
    setMounted(true);
    setOpen(true);
  };
  const hide = () => setOpen(false);
  return { open, mounted, show, hide };
}
