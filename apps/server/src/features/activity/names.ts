import type { ReferencedRecord } from '@showdesk/domain/activity/field-labels';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { formFields, forms } from '../../db/schema/forms.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { customFields, teamTypes } from '../../db/schema/team-types.ts';
import { teams } from '../../db/schema/teams.ts';
import { members } from '../../db/schema/users.ts';

/** What a page of entries needs named: the ids its changes hold, by the record they name. */
export type NameKind = ReferencedRecord | 'customField' | 'formField';
export type NameRequest = Partial<Record<NameKind, Set<string>>>;
export type Names = Map<string, string>;

export const nameKey = (kind: NameKind, id: string) => `${kind}:${id}`;

/**
 * The names now of every record a page's changes name (people, teams, team types, forms,
 * tasks) and the labels of the custom and form fields its documents are keyed by: one
 * statement for the whole page, whatever its size (a branch per kind asked for).
 */
export async function readNames(db: DbOrTx, eventId: string, wanted: NameRequest): Promise<Names> {
  const branches = (Object.entries(wanted) as [NameKind, Set<string>][])
    .filter(([, ids]) => ids.size > 0)
    .map(([kind, ids]) => branch(db, eventId, kind, [...ids]));
  const names: Names = new Map();
  const [first, ...rest] = branches;
  if (!first) return names;
  const query = rest.reduce((all, next) => all.unionAll(next) as unknown as typeof first, first);
  for (const row of await query)
    if (row.name) names.set(nameKey(row.kind as NameKind, row.id), row.name);
  return names;
}

function branch(db: DbOrTx, eventId: string, kind: NameKind, ids: string[]) {
  const tag = sql<string>`${kind}::text`;
  switch (kind) {
    case 'person':
      return db
        .select({
          kind: tag,
          id: members.userId,
          name: sql<string>`trim(${members.firstName} || ' ' || ${members.surname})`,
        })
        .from(members)
        .where(and(eq(members.eventId, eventId), inArray(members.userId, ids)));
    case 'team':
      return db
        .select({ kind: tag, id: teams.id, name: teams.name })
        .from(teams)
        .where(and(eq(teams.eventId, eventId), inArray(teams.id, ids)));
    case 'teamType':
      return db
        .select({ kind: tag, id: teamTypes.id, name: teamTypes.name })
        .from(teamTypes)
        .where(and(eq(teamTypes.eventId, eventId), inArray(teamTypes.id, ids)));
    case 'form':
      return db
        .select({ kind: tag, id: forms.id, name: forms.title })
        .from(forms)
        .where(and(eq(forms.eventId, eventId), inArray(forms.id, ids)));
    case 'task':
      return db
        .select({ kind: tag, id: tasks.id, name: tasks.title })
        .from(tasks)
        .where(and(eq(tasks.eventId, eventId), inArray(tasks.id, ids)));
    case 'customField':
      return db
        .select({ kind: tag, id: customFields.id, name: customFields.label })
        .from(customFields)
        .where(and(eq(customFields.eventId, eventId), inArray(customFields.id, ids)));
    case 'formField':
      return db
        .selectDistinctOn([formFields.id], {
          kind: tag,
          id: formFields.id,
          name: sql<string>`${formFields.settings} ->> 'label'`,
        })
        .from(formFields)
        .where(and(eq(formFields.eventId, eventId), inArray(formFields.id, ids)));
  }
}
