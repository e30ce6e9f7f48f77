import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, lazyRoute, setReloadTarget } from './lazy-route.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
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
    setReloadTarget(() => undefined);
  });

  const failing = () =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

  it('reloads once, at the page the user was going to, when the code fails to load', async () => {
    setReloadTarget(() => '/my-events?tab=all');
    const pending = lazyRoute(failing)();
    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith('/my-events?tab=all'));
    expect(location.reload).not.toHaveBeenCalled();
    // The router keeps waiting while the page reloads.
    const settled = await Promise.race([pending.then(() => 'settled'), Promise.resolve('waiting')]);
    expect(settled).toBe('waiting');
  });

  it('throws the second failure to the error screen instead of reloading again', async () => {
    lazyRoute(failing)();
    await vi.waitFor(() => expect(location.reload).toHaveBeenCalledTimes(1));
    await expect(lazyRoute(failing)()).rejects.toThrow('dynamically imported module');
    expect(location.reload).toHaveBeenCalledTimes(1);
    // ...and the next failure, later on, may reload again.
    lazyRoute(failing)();
    await vi.waitFor(() => expect(location.reload).toHaveBeenCalledTimes(2));
  });

  it('passes a loaded module through', async () => {
    await expect(lazyRoute(async () => ({ Component: 'page' }))()).resolves.toEqual({
      Component: 'page',
    });
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
