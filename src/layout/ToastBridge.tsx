import { useEffect } from 'react';
import { toast, type TypeOptions } from 'react-toastify';
import { Button } from '@mui/material';
import { showToast } from '@/dataProvider/http';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';

/** react-admin reports saves as 'info'; staff read a saved record as a success. */
const SAVED = /(^ra\.notification\.(created|updated|deleted)$)|(^resources\.\w+\.notifications\.)/;

function typeOf({ message, type }: NotificationPayload): TypeOptions {
  return type === 'info' && typeof message === 'string' && SAVED.test(message) ? 'success' : type;
}

/** One notification surface, for the HTTP client's errors and react-admin's own messages. */
export function ToastBridge() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();

  useEffect(() => {
    // One per run: taking one changes the queue, which runs this effect again for the next.
    const next = notifications.length ? takeNotification() : undefined;
    if (!next) return;
    const { message, notificationOptions = {} } = next;
    const { messageArgs, undoable, autoHideDuration } = notificationOptions;
    const text = typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message;
    const options = {
      type: typeOf(next),
      autoClose: autoHideDuration === null ? (false as const) : autoHideDuration,
    };
    if (!undoable) {
      if (typeof text === 'string') showToast(text, text, options);
      else toast(text, options);
      return;
    }
    let undone = false;
    const mutation = takeMutation();
    toast(
      ({ closeToast }) => (
        <span>
          {text}{' '}
          <Button
            size="small"
            color="inherit"
            onClick={() => {
              undone = true;
              closeToast();
            }}
          >
            {translate('ra.action.undo')}
          </Button>
        </span>
      ),
      { ...options, onClose: () => mutation?.({ isUndo: undone }) },
    );
  }, [notifications, takeNotification, takeMutation, translate]);

  return null;
}
