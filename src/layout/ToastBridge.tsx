import { useEffect } from 'react';
import { toast, type TypeOptions } from 'react-toastify';
import { Button } from '@mui/material';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';

/**
 * react-admin's notifications, shown through react-toastify: the product has one notification
 * surface, the same for the HTTP client's errors and for react-admin's own messages.
 */
export function ToastBridge() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();

  useEffect(() => {
    if (!notifications.length) return;
    let next: NotificationPayload | void;
    while ((next = takeNotification())) {
      const { message, type, notificationOptions = {} } = next;
      const { messageArgs, undoable, autoHideDuration } = notificationOptions;
      const text = typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message;
      const options = {
        type: type as TypeOptions,
        toastId: typeof text === 'string' ? text : undefined,
        autoClose: autoHideDuration === null ? (false as const) : autoHideDuration,
      };
      if (!undoable) {
        toast(text, options);
        continue;
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
    }
  }, [notifications, takeNotification, takeMutation, translate]);

  return null;
}
