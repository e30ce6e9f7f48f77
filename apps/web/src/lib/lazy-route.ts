const reloadFlag = 'showdesk:chunk-reload';

let pendingPath: () => string | undefined = () => undefined;

/**
 * Tells the reload where the user was going: a chunk fails while the router is still on the old
 * page, and reloading that would lose the click.
 */
export function setReloadTarget(getPendingPath: () => string | undefined) {
  pendingPath = getPendingPath;
}

/**
 * Wraps a lazy route import. When a chunk fails to load (usually a new deployment replaced the
 * hashed files), the page reloads once to pick up the new build; a second failure is thrown to
 * the error screen instead of looping (spec, calls section 8).
 */
export function lazyRoute<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      const module = await load();
      sessionStorage.removeItem(reloadFlag);
      return module;
    } catch (error) {
      if (!sessionStorage.getItem(reloadFlag)) {
        sessionStorage.setItem(reloadFlag, String(Date.now()));
        const target = pendingPath();
        if (target) window.location.assign(target);
        else window.location.reload();
        // Keep the router waiting while the page reloads.
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
