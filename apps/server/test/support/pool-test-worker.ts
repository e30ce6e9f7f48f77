import { parentPort } from 'node:worker_threads';
import { serveTasks } from '../../src/lib/worker-pool.ts';

/** A worker for the pool's tests: echoes, spins, fills memory or throws as told. */
type Task = { echo: string } | { spinMs: number } | { fillMb: number } | { fail: string };

const kept: unknown[] = [];
if (parentPort) {
  serveTasks(parentPort, (task: Task) => {
    if ('echo' in task) return task.echo;
    if ('spinMs' in task) {
      const until = Date.now() + task.spinMs;
      while (Date.now() < until) {
        // A synchronous loop nothing can interrupt but ending the thread.
      }
      return 'spun';
    }
    if ('fillMb' in task) {
      for (let i = 0; i < task.fillMb; i++) kept.push(new Array(131_072).fill(i));
      return 'filled';
    }
    throw new Error(task.fail);
  });
}
