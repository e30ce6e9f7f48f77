import { parentPort } from 'node:worker_threads';
import { serveTasks } from '../../../lib/worker-pool.ts';
import { runRenderTask } from './render.ts';

/** A render thread (renderer.ts): email templates render here, never on the server's thread. */
if (parentPort) serveTasks(parentPort, runRenderTask);
