import { t } from '@lingui/core/macro';
import { useEffect, useSyncExternalStore } from 'react';
import { isApiError } from './api-client.ts';

/**
 * Names for URL segments the path alone cannot name, e.g. an asset's id → its name. A page
 * sets the label of its own segment while it shows; the breadcrumbs read them all.
 */
let labels: Record<string, string> = {};
const listeners = new Set<() => void>();

function publish(next: Record<string, string>) {
  labels = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Names the URL segment `segment` (as it appears in the path) `label` while mounted. */
export function useBreadcrumbLabel(segment: string | undefined, label: string | undefined) {
  useEffect(() => {
    if (!segment || !label) return;
    publish({ ...labels, [segment]: label });
    return () => {
      const { [segment]: _removed, ...rest } = labels;
      publish(rest);
    };
  }, [segment, label]);
}

export function useBreadcrumbLabels(): Record<string, string> {
  return useSyncExternalStore(subscribe, () => labels);
}

/**
 * Names a record's segment from its query: the record's name once loaded, "Not found" when
 * there is none (404), "Unavailable" when it could not be read; until then the crumb waits.
 */
export function useRecordCrumb<R>(
  segment: string | undefined,
  query: { data?: R | undefined; isError: boolean; error: unknown },
  name: (record: R) => string | undefined,
) {
  const label =
    query.data !== undefined
      ? name(query.data)
      : query.isError
        ? isApiError(query.error, 404)
          ? t`Not found`
          : t`Unavailable`
        : undefined;
  useBreadcrumbLabel(segment, label);
}
