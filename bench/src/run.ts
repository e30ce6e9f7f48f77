import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@showdesk/server/src/config.ts';
import { startRuntime } from '@showdesk/server/src/runtime.ts';
import {
  activityEntries,
  auditOverheadLabel,
  benchAuditOverhead,
  generateAuditEntries,
} from './audit-bench.ts';
import { measureEntryBundle } from './bundle-size.ts';
import { benchEmailDelivery, printEmailDelivery } from './email-delivery-bench.ts';
import { hotEndpoints } from './endpoints.ts';
import { benchEventCopy, copyLabel, createBenchPlatformAdmin } from './event-copy-bench.ts';
import {
  benchExport,
  type ExportBenchResult,
  exportMet,
  printExportBench,
} from './export-bench.ts';
import { benchFairnessOn } from './fairness.ts';
import { createFreshDatabase } from './fresh-database.ts';
import { cookieHeader, type LoadResult, request, runLoad } from './http-load.ts';
import { measureImageResize, printImageResize } from './image-resize.ts';
import { generateLargeEvent, type LargeEvent } from './large-event.ts';
import {
  benchMemoryAtRest,
  memoryAtRestLabel,
  memoryAtRestMet,
  printMemoryAtRest,
} from './memory-at-rest.ts';
import { benchMetricsToken, printMetricsSnapshot } from './metrics-snapshot.ts';
import { queryCountEnv, withQueryCount } from './query-counts.ts';
import { printReport } from './report.ts';
import { whileRunawayPreviews } from './runaway-previews.ts';
import { startServerProcess } from './server-process.ts';
import { exportTarget, load, only, runawayHealthTarget, wanted } from './targets.ts';
import { benchAdmin, benchTeamImport } from './team-import-bench.ts';
import { benchUploads } from './upload-load.ts';

/**
 * One database's run: generate the large event, start the real server on it, log a member in
 * and load the two endpoints. Everything it made is undone whatever happens.
 */
async function benchDatabase(serverUrl: string | undefined) {
  const [loadAverage = 0] = os.loadavg();
  const cleanup: Array<() => Promise<unknown>> = [];
  try {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'showdesk-bench-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = serverUrl ? await createFreshDatabase(serverUrl) : null;
    // BENCH_KEEP_DATABASE=true leaves the generated PostgreSQL database in place (its URL is
    // printed) to study a plan with EXPLAIN after the run.
    if (database && process.env.BENCH_KEEP_DATABASE === 'true') {
      console.log(`Keeping the bench database: ${database.url}`);
    } else if (database) cleanup.push(() => database.drop());

    // Only what the server needs: nothing from the caller's environment (SMTP, S3, ...) leaks in.
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      PUBLIC_URL: 'http://bench.localhost',
      AUTH_RATE_LIMIT_MAX: '100000',
      METRICS_TOKEN: benchMetricsToken,
      ...queryCountEnv,
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    const config = loadConfig(env);

    // The generator writes through the app's own runtime, then lets go of the (locked) data dir.
    const runtime = await startRuntime(config);
    let largeEvent: LargeEvent;
    try {
      largeEvent = await generateLargeEvent(runtime.deps);
      // A season's audit trail for the Activity page (written straight to its table).
      console.log(`Generating ${activityEntries.toLocaleString('en-GB')} audit entries…`);
      await generateAuditEntries(runtime.deps, largeEvent.generated.event.id, activityEntries);
      await createBenchPlatformAdmin(runtime.deps, largeEvent.generated.event.id);
    } finally {
      await runtime.close();
    }

    const { generated, moderator, content, formsData, tasksData, reportsData } = largeEvent;
    let server = await startServerProcess(env);
    cleanup.push(() => server.stop());
    const host = `bench.localhost:${server.port}`;
    const login = await request(
      'POST',
      `${server.origin}/api/v1/auth/login`,
      { host },
      generated.member,
    );
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.body}`);
    const headers = { host, cookie: cookieHeader(login.setCookie) };
    const check = await request('GET', `${server.origin}/api/v1/session`, headers);
    if (check.status !== 200) throw new Error(`session failed: ${check.status} ${check.body}`);
    const session = JSON.parse(check.body) as {
      team: { userIds: string[] } | null;
      teamRole: string;
    };

    // Organisers' lists: the first page, as /admin/users and /admin/teams ask for it.
    const organiserLogin = await request(
      'POST',
      `${server.origin}/api/v1/auth/login`,
      { host },
      moderator,
    );
    if (organiserLogin.status !== 200)
      throw new Error(`moderator login failed: ${organiserLogin.status}`);
    const organiser = { host, cookie: cookieHeader(organiserLogin.setCookie) };
    // Saved reports are for admins.
    const adminLogin = await request(
      'POST',
      `${server.origin}/api/v1/auth/login`,
      { host },
      benchAdmin,
    );
    if (adminLogin.status !== 200) throw new Error(`admin login failed: ${adminLogin.status}`);
    const adminHeaders = { host, cookie: cookieHeader(adminLogin.setCookie) };

    const results: LoadResult[] = [];
    const api = `${server.origin}/api/v1/events/${generated.event.id}`;
    for (const target of hotEndpoints(
      { origin: server.origin, host, member: headers, organiser, admin: adminHeaders },
      largeEvent,
    ).filter((target) => wanted(target.label))) {
      console.log(`Loading ${target.label} for ${load.durationSeconds} s…`);
      results.push(await withQueryCount(await runLoad(target, load), target));
    }

    // An admin previews a template that never ends, ten at a time (BENCH_ONLY=templates).
    const runawayLabel = 'GET /api/health while 10 runaway template previews run (templates)';
    if (wanted(runawayLabel)) {
      console.log(`Loading ${runawayLabel} for ${load.durationSeconds} s…`);
      const { result, previews } = await whileRunawayPreviews(
        `${api}/email-templates/taskStatus/preview`,
        adminHeaders,
        10,
        () =>
          runLoad(
            {
              label: runawayLabel,
              url: `${server.origin}/api/health`,
              headers: { host },
              p99TargetMs: runawayHealthTarget,
            },
            load,
          ),
      );
      console.log(
        `  runaway previews answered meanwhile: ${previews.answered}, refused with their line: ${previews.withLine}, other: ${JSON.stringify(previews.other)}`,
      );
      results.push(result);
    }

    // Fairness (BENCH_ONLY=fairness, embedded only): member reads while the heaviest
    // report view, a task report and the XLSX export run in a loop; the lock's longest holds.
    if (!serverUrl && wanted('fairness')) {
      const event = { origin: server.origin, host, api, member: headers, organiser };
      const ids = { formId: formsData.formId, submissions: formsData.submissions };
      results.push(
        ...(await benchFairnessOn(
          {
            ...event,
            ...ids,
            admin: adminHeaders,
            allTasksReportId: reportsData.allTasksReportId,
            samplePageId: content.samplePageId,
            sampleTaskId: tasksData.sampleTaskId,
          },
          load,
        )),
      );
    }

    // The exports (BENCH_ONLY=exports): the whole download timed, the server's memory sampled.
    const exportResults: ExportBenchResult[] = [];
    const dbKind = config.databaseUrl ? 'postgres' : 'pglite';
    for (const format of ['xlsx', 'csv'] as const) {
      const label = `GET forms/:id/submissions.${format}, ${formsData.submissions.toLocaleString('en-GB')} submissions of ${formsData.fields} fields (exports)`;
      if (!wanted(label)) continue;
      console.log(`Exporting ${label}…`);
      exportResults.push(
        await benchExport({
          label,
          format,
          url: `${api}/forms/${formsData.formId}/submissions.${format}`,
          headers: organiser,
          serverPid: server.pid,
          target: format === 'xlsx' ? exportTarget[dbKind] : undefined,
        }),
      );
    }
    if (exportResults.length > 0) printExportBench(exportResults, dbKind);
    const exportsClean = exportResults.every(exportMet);

    printReport({
      loadAverage,
      database: config.databaseUrl ? 'postgres' : 'pglite',
      generated,
      sessionShape: `${session.teamRole} of a team of ${session.team?.userIds.length ?? 0}`,
      contentShape: `${content.pages} content pages (${content.sections} sections), ${content.teamTypes} team types, ${content.featured} featured`,
      load,
      results,
      bundle: measureEntryBundle(config.webDistDir),
    });
    // The copy of the large event into next year (BENCH_ONLY=copy): after the loads, as it
    // makes a second event of the same size.
    const copyClean = wanted(copyLabel)
      ? await benchEventCopy({
          origin: server.origin,
          host,
          eventId: generated.event.id,
          database: database ? 'postgres' : 'pglite',
        })
      : true;
    // What the audit trail adds to a member's write (BENCH_ONLY=audit): after every other
    // load, as it restarts the server with the trail off.
    const benchAudit = async () => {
      if (!wanted(auditOverheadLabel)) return true;
      const audit = await benchAuditOverhead({
        server,
        env,
        host,
        member: generated.member,
        target: (origin, memberHeaders) => ({
          label: `POST member/forms/:id/submissions, ${formsData.fields} fields (member submits)`,
          url: `${origin}/api/v1/events/${generated.event.id}/member/forms/${formsData.formId}/submissions`,
          headers: memberHeaders,
          method: 'POST' as const,
          body: { values: formsData.sampleValues, isDraft: false },
        }),
      });
      server = audit.server;
      return audit.met;
    };
    if (only.length > 0) {
      const auditClean = await benchAudit();
      const metricsShown = await printMetricsSnapshot(server.origin, host);
      return (
        metricsShown &&
        exportsClean &&
        copyClean &&
        auditClean &&
        results.every((r) => r.non2xx === 0 && r.errors === 0)
      );
    }
    const uploadsClean = await benchUploads({
      origin: server.origin,
      host,
      eventId: generated.event.id,
      durationSeconds: load.durationSeconds,
      connections: load.uploadConnections,
    });
    const importClean = await benchTeamImport({
      origin: server.origin,
      host,
      eventId: generated.event.id,
    });
    const auditClean = await benchAudit();
    const metricsShown = await printMetricsSnapshot(server.origin, host);
    return (
      metricsShown &&
      exportsClean &&
      uploadsClean &&
      importClean &&
      copyClean &&
      auditClean &&
      results.every((r) => r.non2xx === 0 && r.errors === 0)
    );
  } finally {
    for (const undo of cleanup.reverse()) {
      await undo().catch((error: unknown) => console.error('cleanup failed:', error));
    }
  }
}

// The embedded database always; PostgreSQL too when a server is named (a fresh database is
// created on it for the run and dropped after).
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (only.length === 0) printImageResize(await measureImageResize());
// 1,000 emails queued at once on a fresh database of each kind, to a local SMTP server that
// answers at once and to one that takes 100 ms per message (BENCH_ONLY=email runs only this).
const emailLabel = 'queued emails delivered to a local smtp server';
const allClean: boolean[] = [];
if (wanted(emailLabel)) {
  for (const serverUrl of [undefined, postgresUrl].filter((url, i) => i === 0 || url)) {
    for (const replyMs of [0, 100]) {
      const result = await benchEmailDelivery({ serverUrl, replyMs });
      printEmailDelivery(result);
      allClean.push(result.exactlyOnce);
    }
  }
}
// The server's memory at rest after start, on both databases (BENCH_ONLY=memory).
if (wanted(memoryAtRestLabel)) {
  const atRest = await benchMemoryAtRest(postgresUrl);
  printMemoryAtRest(atRest);
  allClean.push(atRest.every(memoryAtRestMet));
}
const onlyEmail =
  only.length > 0 &&
  only.every((word) => emailLabel.includes(word) || memoryAtRestLabel.includes(word));
// BENCH_EMBEDDED=false runs PostgreSQL only (a quick loop on a PostgreSQL plan).
if (!onlyEmail && process.env.BENCH_EMBEDDED !== 'false') {
  allClean.push(await benchDatabase(undefined));
}
if (postgresUrl) {
  if (!onlyEmail) allClean.push(await benchDatabase(postgresUrl));
} else {
  console.log('\nPostgreSQL: not run (set BENCH_DATABASE_URL to a server to bench it too).');
}
if (allClean.includes(false)) process.exitCode = 1;
