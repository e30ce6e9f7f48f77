import type { ComponentType } from 'react';
import { cataloguesLoaded } from '../i18n/i18n.ts';

const reloadFlag = 'showdesk:chunk-reload';

let pendingPath: () => string | undefined = () => undefined;
/** Each wrapped import's number, the same on every load of one build (routes are made in order). */
let nextLoaderId = 0;
/** Set once this page has started reloading: other imports failing meanwhile just wait for it. */
let isReloading = false;

/**
 * Tells the reload where the user was going: a chunk fails while the router is still on the old
 * page, and reloading that would lose the click.
 */
export function setReloadTarget(getPendingPath: () => string | undefined) {
  pendingPath = getPendingPath;
}

/**
 * Wraps a lazy route import. When a chunk fails to load (usually a new deployment replaced the
 * hashed files), the page reloads once to pick up the new build; a second failure of the same
 * import is thrown to the error screen instead of looping (spec, calls section 8). A route and
 * its parent (the member shell) load in parallel: the reload remembers which import failed, so
 * the other one loading fine afterwards does not clear it, and a second failure while the page
 * is already reloading waits for the reload.
 */
export function lazyRoute<T>(load: () => Promise<T>): () => Promise<T> {
  const id = String(nextLoaderId++);
  return async () => {
    try {
      // Its language's messages with it: a page never draws before them (i18n/i18n.ts).
      const [module] = await Promise.all([load(), cataloguesLoaded()]);
      if (sessionStorage.getItem(reloadFlag) === id) sessionStorage.removeItem(reloadFlag);
      return module;
    } catch (error) {
      // Keep the router waiting while the page reloads.
      if (isReloading) return new Promise<T>(() => {});
      if (sessionStorage.getItem(reloadFlag) !== id) {
        sessionStorage.setItem(reloadFlag, id);
        isReloading = true;
        const target = pendingPath();
        if (target) window.location.assign(target);
        else window.location.reload();
        return new Promise<T>(() => {});
      }
      sessionStorage.removeItem(reloadFlag);
      throw error;
    }
  };
}

/** Whether an error is a page's code failing to load (only a fresh page load retries those). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|module script failed|error loading dynamically|chunk/i.test(
      error.message,
    )
  );
}

/** A route's lazy page: `pick` names the component in the loaded module (a route's `lazy`). */
export const lazyPage = <T>(load: () => Promise<T>, pick: (m: T) => ComponentType) =>
  lazyRoute(() => load().then((m) => ({ Component: pick(m) })));
