import { ToastContainer } from 'react-toastify';
import type { Direction } from './themes';

/** The spec: toasts close after 2000 ms, top-right, top-left in Arabic. */
export const TOAST_AUTO_CLOSE_MS = 2000;

export function Toasts({ direction }: { direction: Direction }) {
  const rtl = direction === 'rtl';
  // Below the app bar, so a toast never hides its buttons.
  return (
    <ToastContainer
      position={rtl ? 'top-left' : 'top-right'}
      rtl={rtl}
      autoClose={TOAST_AUTO_CLOSE_MS}
      newestOnTop
      style={{ top: 64 }}
    />
  );
}
