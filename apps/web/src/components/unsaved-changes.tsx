import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Asks before leaving a form with unsaved changes (the spec's navigation blocker: unblocked →
 * blocked → proceeding): a link or the back button opens "Leave without saving?"; closing the
 * tab or reloading gets the browser's own question.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave"
      isPending={blocker.state === 'proceeding'}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      Your changes on this page have not been saved. If you leave now, they will be lost.
    </ConfirmDialog>
  );
}
