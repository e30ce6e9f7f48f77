import { Trans, useLingui } from '@lingui/react/macro';
import { type RefObject, useEffect, useRef } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Asks before leaving a form with unsaved changes (the spec's navigation blocker: unblocked →
 * blocked → proceeding): a link or the back button opens "Leave without saving?"; closing the
 * tab or reloading gets the browser's own question. `leave(path)` navigates without asking
 * (after a successful save).
 */
export function useUnsavedChanges(isDirty: boolean, leaving?: RefObject<boolean>) {
  const navigate = useNavigate();
  const ownLeaving = useRef(false);
  const { t } = useLingui();
  // Set by whoever leaves on purpose (`leave`, or a save hook holding the same ref).
  const isLeaving = leaving ?? ownLeaving;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !isLeaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
  return {
    leave: (path: string) => {
      isLeaving.current = true;
      navigate(path);
    },
    dialog: (
      <ConfirmDialog
        opened={blocker.state === 'blocked'}
        title={t`Leave without saving?`}
        confirmLabel={t`Leave`}
        isPending={blocker.state === 'proceeding'}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        <Trans>
          Your changes on this page have not been saved. If you leave now, they will be lost.
        </Trans>
      </ConfirmDialog>
    ),
  };
}

/**
 * The guard as an element: for a form that stays on its page when saved, or (with `isLeaving`)
 * one whose save leaves the page without asking.
 */
export function UnsavedChangesGuard({
  when,
  isLeaving,
}: {
  when: boolean;
  isLeaving?: RefObject<boolean>;
}) {
  return useUnsavedChanges(when, isLeaving).dialog;
}
