import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Tooltip } from '@mui/material';

export const ROW_TIP = 'data-row-tip';

const tipOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(`[${ROW_TIP}]`) : null;

/**
 * One tooltip for every row action icon on the screen, moved to the icon under the pointer or with the keyboard's
 * focus: a page of rows then carries no tooltip per icon (MUI's Tooltip is state, refs and handlers for each).
 */
export function RowActionTip() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const over = (event: PointerEvent) => setAnchor(event.pointerType === 'touch' ? null : tipOf(event.target));
    // As MUI's Tooltip: a focus shows it only when the keyboard moved it (a click's focus does not).
    const focus = (event: FocusEvent) => {
      const tip = tipOf(event.target);
      setAnchor(tip?.matches(':focus-visible') ? tip : null);
    };
    const leave = (event: PointerEvent | FocusEvent) => {
      if (!tipOf(event.target) || tipOf(event.relatedTarget) === tipOf(event.target)) return;
      setAnchor(null);
    };
    const close = (event: KeyboardEvent | PointerEvent) => {
      if (event.type === 'pointerdown' || (event as KeyboardEvent).key === 'Escape') setAnchor(null);
    };
    const listeners = [
      ['pointerover', over],
      ['pointerout', leave],
      ['focusin', focus],
      ['focusout', leave],
      ['keydown', close],
      ['pointerdown', close],
    ] as const;
    for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener);
    return () => {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener);
    };
  }, []);
  const title = anchor?.isConnected ? (anchor.getAttribute('aria-label') ?? '') : '';
  // Outside #main-content, as its popper is: it belongs to no screen.
  return createPortal(
    <Tooltip open={title !== ''} title={title} disableInteractive slotProps={{ popper: { anchorEl: anchor } }}>
      <span hidden />
    </Tooltip>,
    document.body,
  );
}
