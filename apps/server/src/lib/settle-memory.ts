import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/** V8's collector, which Node only exposes with --expose-gc: taken from a fresh context. */
function collector(): Collect | null {
  const exposed = (globalThis as { gc?: Collect }).gc;
  if (typeof exposed === 'function') return exposed;
  v8.setFlagsFromString('--expose-gc');
  try {
    return runInNewContext('gc') as Collect;
  } catch {
    return null;
  } finally {
    // Contexts made later (worker threads, vm) do not get a `gc` of their own.
    v8.setFlagsFromString('--no-expose-gc');
  }
}

/**
 * Hands back the memory the start needed but a resting server does not. Starting (migrations,
 * compiling every route's schemas, the demo's seed) allocates fast, so V8 grows its young
 * generation to its largest (2 × 64 MB) and keeps those pages, and the old generation's pages,
 * once freed, in a pool of its own: about 150 MB of a resting server's memory held for nothing.
 * One memory-reducing full collection (V8's "last resort" one, as under memory pressure) right
 * after the start shrinks the heap to what is alive and returns the rest to the system. It
 * stops the thread for a few tens of milliseconds, once.
 */
export function settleMemory(): boolean {
  const collect = collector();
  if (!collect) return false;
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return true;
}
