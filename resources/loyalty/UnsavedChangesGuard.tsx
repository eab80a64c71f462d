import { useEffect } from 'react';
import { Confirm } from 'react-admin';
import { useBlocker } from 'react-router';

/**
 * A move to another screen waits for this Confirm, a reload or a closed tab for the browser's own question. A change
 * of the address's query alone stays on the page, so it is let through.
 */
export function UnsavedChangesGuard({ dirty, title }: { dirty: boolean; title: string }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <Confirm
      isOpen={blocker.state === 'blocked'}
      title={title}
      content="ra.message.unsaved_changes"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
