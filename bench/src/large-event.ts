import { withoutAuditing } from '@showdesk/server/src/db/audit-actor.ts';
import { sql } from 'drizzle-orm';
import { type GeneratedContent, generateContent } from './generate-content.ts';
import { type GeneratedEvent, generateEvent } from './generate-event.ts';
import { type GeneratedForms, generateForms } from './generate-forms.ts';
import { type GeneratedNotifications, generateNotifications } from './generate-notifications.ts';
import { type GeneratedReports, generateReports } from './generate-reports.ts';
import { type GeneratedSuppliers, generateSuppliers } from './generate-suppliers.ts';
import { type GeneratedTasks, generateTasks } from './generate-tasks.ts';
import { type GeneratedTranslations, generateTranslations } from './generate-translations.ts';
import { size } from './targets.ts';
import { createBenchAdmin } from './team-import-bench.ts';
import { createBenchModerator } from './upload-load.ts';

type Deps = Parameters<typeof generateEvent>[0];

/** The large event the bench loads: a real show's size in every area. */
export interface LargeEvent {
  generated: GeneratedEvent;
  moderator: { email: string; password: string };
  content: GeneratedContent;
  formsData: GeneratedForms;
  tasksData: GeneratedTasks;
  reportsData: GeneratedReports;
  suppliersData: GeneratedSuppliers;
  notificationsData: GeneratedNotifications;
  translationsData: GeneratedTranslations;
}

/**
 * Writes the large event through the app's own runtime (`deps`), then analyses the tables. Seed
 * data: the audit trail is off while it is written (no entry per generated row).
 */
export function generateLargeEvent(deps: Deps): Promise<LargeEvent> {
  return withoutAuditing(() => writeLargeEvent(deps));
}

async function writeLargeEvent(deps: Deps): Promise<LargeEvent> {
  console.log(`Generating ${size.teams} teams and ${size.users} users on ${deps.dbKind}…`);
  const generated = await generateEvent(deps, size);
  const eventId = generated.event.id;
  const moderator = await createBenchModerator(deps, eventId);
  const adminId = await createBenchAdmin(deps, eventId);
  const content = await generateContent(deps, eventId);
  console.log('Generating a 40-field form with 50,000 submissions…');
  const formsData = await generateForms(deps, eventId);
  console.log('Generating 150 tasks with a progress row for every team on each…');
  const tasksData = await generateTasks(deps, eventId);
  const reportsData = await generateReports(
    deps,
    eventId,
    adminId,
    tasksData.taskIds,
    formsData.formId,
  );
  const suppliersData = await generateSuppliers(deps, eventId);
  const notificationsData = await generateNotifications(deps, eventId, generated.member.email);
  console.log('Translating every record members read into German…');
  const translationsData = await generateTranslations(deps, eventId);
  // Statistics and visibility maps as autovacuum would leave them a minute after such a
  // bulk load (PGlite, which has none, analyzes when the server opens it): without
  // statistics PostgreSQL plans the users page as a nested loop over every team for every
  // member (p50 3.3 s measured); without the visibility map a count of 50,000 submissions
  // reads every row from the heap instead of the index.
  await deps.db.execute(sql`vacuum analyze`);
  return {
    generated,
    moderator,
    content,
    formsData,
    tasksData,
    reportsData,
    suppliersData,
    notificationsData,
    translationsData,
  };
}
