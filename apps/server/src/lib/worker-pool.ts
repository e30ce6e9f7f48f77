import { type ResourceLimits, Worker } from 'node:worker_threads';

/**
 * A small pool of worker threads for work that must never hold up the server's own thread
 * (rendering organisers' email templates). Each task has a hard time limit counted from when
 * a thread starts it, and each thread a memory limit: a task over either ends its thread (a
 * thread cannot be interrupted otherwise), fails alone, and a fresh thread takes the next one.
 * Threads start when first needed and end after a while idle.
 *
 * The worker module answers `{ ready: true }` once loaded, then one `{ id, ok, value | error }`
 * per `{ id, task }` it receives (see `serveTasks`).
 */

export interface WorkerPoolOptions {
  /** The worker module. */
  file: URL;
  /** Threads at most. */
  size: number;
  /** Milliseconds one task may run before its thread is ended. */
  timeoutMs: number;
  /** Tasks that may wait for a thread; more are refused at once (PoolBusyError). */
  maxQueue: number;
  /** An idle thread ends after this long. */
  idleMs?: number;
  resourceLimits?: ResourceLimits;
}

/** Why the pool failed a task. */
export class PoolTaskError extends Error {
  readonly reason: 'timeout' | 'memory' | 'crashed' | 'busy' | 'closed';
  constructor(reason: PoolTaskError['reason'], message: string) {
    super(message);
    this.name = 'PoolTaskError';
    this.reason = reason;
  }
}

interface Pending {
  task: unknown;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  busy: (Pending & { id: number; timer: NodeJS.Timeout }) | null;
  idleTimer: NodeJS.Timeout | null;
}

export class WorkerPool<Task, Result> {
  private readonly options: WorkerPoolOptions;
  private readonly slots = new Set<Slot>();
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: WorkerPoolOptions) {
    this.options = options;
  }

  /** Runs a task on a thread; rejects with PoolTaskError when the pool ends it. */
  run(task: Task): Promise<Result> {
    if (this.closed) return Promise.reject(new PoolTaskError('closed', 'The pool is closed'));
    if (this.queue.length >= this.options.maxQueue) {
      return Promise.reject(new PoolTaskError('busy', 'Too many tasks are waiting'));
    }
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ task, resolve: resolve as (value: unknown) => void, reject });
      this.pump();
    });
  }

  /** Threads now (started or starting). */
  get threads() {
    return this.slots.size;
  }

  async close() {
    this.closed = true;
    for (const pending of this.queue.splice(0)) {
      pending.reject(new PoolTaskError('closed', 'The pool is closed'));
    }
    await Promise.all([...this.slots].map((slot) => this.end(slot)));
  }

  private pump() {
    while (this.queue.length > 0) {
      const slot = [...this.slots].find((s) => s.ready && !s.busy);
      if (!slot) {
        if (this.slots.size < this.options.size) this.spawn();
        return;
      }
      this.dispatch(slot, this.queue.shift() as Pending);
    }
  }

  private spawn() {
    const worker = new Worker(this.options.file, {
      resourceLimits: this.options.resourceLimits,
      // The worker's own output would interleave with the server's log lines.
      stdout: false,
      stderr: false,
    });
    const slot: Slot = { worker, ready: false, busy: null, idleTimer: null };
    this.slots.add(slot);
    worker.on(
      'message',
      (message: { ready?: true; id?: number; ok?: boolean; value?: unknown; error?: string }) => {
        if (message.ready) {
          slot.ready = true;
          this.idle(slot);
          this.pump();
          return;
        }
        const busy = slot.busy;
        if (!busy || busy.id !== message.id) return;
        clearTimeout(busy.timer);
        slot.busy = null;
        if (message.ok) busy.resolve(message.value);
        else busy.reject(new Error(message.error ?? 'The task failed'));
        this.idle(slot);
        this.pump();
      },
    );
    worker.on('error', (error: Error & { code?: string }) => {
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.fail(
        slot,
        memory
          ? new PoolTaskError('memory', 'The task used more memory than allowed')
          : new PoolTaskError('crashed', `The worker failed: ${error.message}`),
      );
    });
    worker.on('exit', () => {
      this.fail(slot, new PoolTaskError('crashed', 'The worker stopped'));
    });
  }

  private dispatch(slot: Slot, pending: Pending) {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    slot.worker.ref();
    const id = this.nextId++;
    const timer = setTimeout(() => {
      this.fail(
        slot,
        new PoolTaskError('timeout', `The task took longer than ${this.options.timeoutMs} ms`),
      );
    }, this.options.timeoutMs);
    slot.busy = { ...pending, id, timer };
    slot.worker.postMessage({ id, task: pending.task });
  }

  private idle(slot: Slot) {
    // An idle thread does not keep the process alive, and ends after a while.
    slot.worker.unref();
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(() => void this.end(slot), this.options.idleMs ?? 60_000);
    slot.idleTimer.unref();
  }

  /** Ends a slot's thread and fails its task (if any) with the given error. */
  private fail(slot: Slot, error: Error) {
    if (!this.slots.has(slot)) return;
    const busy = slot.busy;
    slot.busy = null;
    if (busy) {
      clearTimeout(busy.timer);
      busy.reject(error);
    }
    void this.end(slot);
    if (!slot.ready) {
      // A thread that could not even start would fail every task the same way: fail them now
      // rather than start thread after thread.
      for (const pending of this.queue.splice(0)) pending.reject(error);
      return;
    }
    this.pump();
  }

  private async end(slot: Slot) {
    if (!this.slots.delete(slot)) return;
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    if (slot.busy) {
      clearTimeout(slot.busy.timer);
      slot.busy.reject(new PoolTaskError('closed', 'The pool is closed'));
      slot.busy = null;
    }
    await slot.worker.terminate();
  }
}

/**
 * The worker side: answers `ready` at once (the module's imports are loaded by then), then
 * runs each task it is given with `handle`, one at a time.
 */
export function serveTasks(
  port: import('node:worker_threads').MessagePort,
  handle: (task: never) => unknown,
) {
  port.on('message', ({ id, task }: { id: number; task: never }) => {
    try {
      port.postMessage({ id, ok: true, value: handle(task) });
    } catch (error) {
      port.postMessage({
        id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  });
  port.postMessage({ ready: true });
}
