import { t } from '@lingui/core/macro';
import type { LockStatus, LockType } from '@showdesk/domain/forms/locks';
import { useEffect, useState } from 'react';
import { api, eventPath, isApiError } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/session.ts';

/** How often an open editor refreshes its lock (locks live 5 minutes). */
const refreshMs = 60_000;

export type EditLock =
  | { state: 'taking' }
  | { state: 'mine' }
  | { state: 'held'; holderName: string }
  /** The lock could not be asked for: editing goes on, the save still checks. */
  | { state: 'unknown' };

/**
 * Holds the editing lock of a record while its editor is open: taken on open, refreshed every
 * minute, released on leaving. When someone else holds it the editor opens read-only, naming
 * them, and keeps asking so it unlocks once they leave.
 */
export function useEditLock(type: LockType, id: string): EditLock {
  const { event } = useSession();
  const [lock, setLock] = useState<EditLock>({ state: 'taking' });
  useEffect(() => {
    const path = eventPath(event.id, `/locks/${type}/${encodeURIComponent(id)}`);
    let isActive = true;
    let isMine = false;
    const take = async () => {
      try {
        await api.put<LockStatus>(path, {});
        isMine = true;
        if (isActive) setLock({ state: 'mine' });
      } catch (error) {
        if (!isActive) return;
        if (isApiError(error, 409)) {
          // The refusal carries the lock's status; asked for again if it does not.
          const given = error.details as Partial<LockStatus> | undefined;
          const status = given?.holderName
            ? given
            : await api.get<LockStatus>(path).catch(() => null);
          if (!isActive) return;
          const holderName = status?.holderName ?? t`Someone else`;
          setLock({ state: 'held', holderName });
        } else setLock({ state: 'unknown' });
      }
    };
    void take();
    const timer = window.setInterval(() => void take(), refreshMs);
    const release = () => {
      if (!isMine) return;
      isMine = false;
      // keepalive: the release still goes out when the tab is closing.
      void fetch(path, { method: 'DELETE', credentials: 'same-origin', keepalive: true }).catch(
        () => undefined,
      );
    };
    window.addEventListener('pagehide', release);
    return () => {
      isActive = false;
      window.clearInterval(timer);
      window.removeEventListener('pagehide', release);
      release();
    };
  }, [event.id, type, id]);
  return lock;
}
