import { afterAll, beforeAll, it } from 'vitest';
import { expectConsistentAtRest } from './at-rest.ts';
import type { CrashRig } from './crash-rig.ts';
import {
  guestSweepCrash,
  guestUploadReceiveCrash,
  guestUploadStorageCrash,
} from './guest-scenarios.ts';
import { chaserCrash, emailCrash, fetchedBatchCrash, uploadReceiveCrash } from './scenarios.ts';

/** A scenario a database's rig runs in its own way: its title and its steps. */
interface OwnScenario {
  title: string;
  run: (rig: CrashRig) => Promise<void>;
  timeoutMs: number;
}

/**
 * The crash scenarios every database's rig runs, in order, on one real server killed and
 * restarted again and again on the same data: the database's own import crash first, then the
 * emails', the welcome reminders' and the uploads', the database's own kill mid-write into
 * storage, the guests' uploads and sweep, and last a check of the data at rest.
 */
export function crashScenarios(
  startRig: () => Promise<CrashRig>,
  own: { importCrash: OwnScenario; storageCrash: OwnScenario },
) {
  let rig: CrashRig;
  beforeAll(async () => {
    rig = await startRig();
  }, 120_000);
  afterAll(() => rig?.close());

  const scenario = ({ title, run, timeoutMs }: OwnScenario) => it(title, () => run(rig), timeoutMs);

  scenario(own.importCrash);
  scenario({
    title: 'delivers every queued email exactly once after a crash mid-delivery',
    run: emailCrash,
    timeoutMs: 120_000,
  });
  scenario({
    title:
      'delivers every email of a batch fetched by a worker killed before it claimed them, once and promptly',
    run: fetchedBatchCrash,
    timeoutMs: 120_000,
  });
  scenario({
    title:
      'reminds every member exactly once after a crash mid-way through a welcome reminder send',
    run: (rig) => chaserCrash(rig, 200),
    timeoutMs: 180_000,
  });
  scenario({
    title: 'removes the temp file of an upload killed while it was received',
    run: uploadReceiveCrash,
    timeoutMs: 60_000,
  });
  scenario(own.storageCrash);
  scenario({
    title: 'leaves no file, record or quota use of a guest upload killed while it was received',
    run: guestUploadReceiveCrash,
    timeoutMs: 120_000,
  });
  scenario({
    title: 'leaves no file, record or quota use of a guest upload killed while writing to storage',
    run: guestUploadStorageCrash,
    timeoutMs: 120_000,
  });
  scenario({
    title: 'sweeps the unsent guest files after a crash, keeping the sent one',
    run: guestSweepCrash,
    timeoutMs: 120_000,
  });
  scenario({
    title: 'leaves consistent data at rest',
    run: expectConsistentAtRest,
    timeoutMs: 60_000,
  });
}
