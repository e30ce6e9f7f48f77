/**
 * A module loaded when first used, not when the server starts: heavy libraries (spreadsheets,
 * images, HTML sanitising, templates, the API reference, S3, mail) stay out of a resting
 * server's memory until a request needs them. Every caller awaits the same import; a failed
 * import is tried again by the next caller. lazy-module.test.ts checks that a started server has
 * loaded none of them.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    if (!loading) {
      loading = load();
      loading.catch(() => {
        loading = null;
      });
    }
    return loading;
  };
}
