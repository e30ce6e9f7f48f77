const reloadFlag = 'showdesk:chunk-reload';

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
        window.location.reload();
        // Keep the router waiting while the page reloads.
        return new Promise<T>(() => {});
      }
      sessionStorage.removeItem(reloadFlag);
      throw error;
    }
  };
}
