import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError } from './lazy-route.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A fresh copy of the module, as a page load (or the reload) evaluates it. */
async function pageLoad() {
  vi.resetModules();
  return import('./lazy-route.ts');
}

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const loading = async () => ({ Component: 'page' });

/** Whether a route's import is still unsettled (neither loaded nor thrown) a moment later. */
async function isWaiting(pending: Promise<unknown>) {
  let isSettled = false;
  pending.then(
    () => {
      isSettled = true;
    },
    () => {
      isSettled = true;
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  return !isSettled;
}

describe('lazyRoute', () => {
  const location = { assign: vi.fn(), reload: vi.fn() };
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.stubGlobal('window', { location });
    location.assign.mockReset();
    location.reload.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reloads once, at the page the user was going to, when the code fails to load', async () => {
    const { lazyRoute, setReloadTarget } = await pageLoad();
    setReloadTarget(() => '/my-events?tab=all');
    const pending = lazyRoute(failing)();
    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith('/my-events?tab=all'));
    expect(location.reload).not.toHaveBeenCalled();
    // The router keeps waiting while the page reloads.
    expect(await isWaiting(pending)).toBe(true);
  });

  it('throws the second failure to the error screen instead of reloading again', async () => {
    let page = await pageLoad();
    page.lazyRoute(failing)();
    await vi.waitFor(() => expect(location.reload).toHaveBeenCalledTimes(1));
    page = await pageLoad();
    await expect(page.lazyRoute(failing)()).rejects.toThrow('dynamically imported module');
    expect(location.reload).toHaveBeenCalledTimes(1);
    // ...and the next failure, later on, may reload again.
    page.lazyRoute(failing)();
    await vi.waitFor(() => expect(location.reload).toHaveBeenCalledTimes(2));
  });

  it('reloads once when the shell and the page fail together, and waits for it', async () => {
    const page = await pageLoad();
    const shell = page.lazyRoute(failing)();
    const screen = page.lazyRoute(failing)();
    await vi.waitFor(() => expect(location.reload).toHaveBeenCalledTimes(1));
    expect(await isWaiting(shell)).toBe(true);
    expect(await isWaiting(screen)).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload in a loop when the shell loads after the reload but the page still fails', async () => {
    let page = await pageLoad();
    page.lazyRoute(loading)();
    page.lazyRoute(failing)();
    await vi.waitFor(() => expect(location.reload).toHaveBeenCalledTimes(1));
    // After the reload the same two routes load again: the shell's success keeps the page's mark.
    page = await pageLoad();
    await expect(page.lazyRoute(loading)()).resolves.toEqual({ Component: 'page' });
    await expect(page.lazyRoute(failing)()).rejects.toThrow('dynamically imported module');
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('passes a loaded module through', async () => {
    const { lazyRoute } = await pageLoad();
    await expect(lazyRoute(loading)()).resolves.toEqual({ Component: 'page' });
  });
});

describe('isChunkLoadError', () => {
  it("recognises the browsers' failed-import messages, and nothing else", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('chunk')).toBe(false);
  });
});
