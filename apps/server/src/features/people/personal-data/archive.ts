import { Readable } from 'node:stream';
import { personalDataMessages } from '@showdesk/domain/people/personal-data';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { type ZipEntry, zipArchive } from '../../../lib/zip-archive.ts';

type Deps = AppDeps;
type Row = Record<string, unknown>;

/** The most entries of their own activity an archive lists (the latest), per trail. */
export const maxArchiveActivity = 20_000;

/** The most the files of one archive may add up to (it is streamed, but a download has ends). */
export const maxArchiveFileBytes = 2 * 1024 ** 3;

async function rowsOf<T extends Row = Row>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const json = (value: unknown) => [`${JSON.stringify(value, null, 2)}\n`];

/**
 * Everything the installation holds about a person, read for their archive. Never a secret:
 * no password hash, session token or account token is selected, and emails are read as the
 * email log shows them (`log_text`: secret links replaced, features/messaging/email/redact.ts),
 * never as sent.
 */
export async function personalData(db: DbOrTx, userId: string) {
  const [profile] = await rowsOf(
    db,
    sql`select p.id, p.email, p.first_name as "firstName", p.surname, p.locale,
        p.created_at as "createdAt", p.updated_at as "updatedAt",
        u.name as "accountName", u.email_verified as "emailVerified"
      from user_profiles p left join auth_users u on u.id = p.id
      where p.id = ${userId}`,
  );
  const signIns = await rowsOf(
    db,
    sql`select provider_id as "providerId", created_at as "createdAt", updated_at as "updatedAt"
      from auth_accounts where user_id = ${userId} order by created_at`,
  );
  const sessions = await rowsOf(
    db,
    sql`select created_at as "createdAt", expires_at as "expiresAt",
        ip_address as "ipAddress", user_agent as "userAgent"
      from auth_sessions where user_id = ${userId} order by created_at`,
  );
  const memberships = await rowsOf(
    db,
    sql`select e.id as "eventId", e.name as "eventName", e.slug as "eventSlug",
        m.permissions as level, m.status, m.first_name as "firstName", m.surname,
        m.invited_at as "invitedAt", m.has_logged_in as "hasLoggedIn",
        m.last_login_in_time as "lastLoginAt", m.is_onboarded as "isOnboarded",
        m.created_at as "createdAt",
        t.id as "teamId", t.name as "teamName", (t.owner_id = m.user_id) as "isTeamOwner"
      from members m
      join events e on e.id = m.event_id
      left join team_members tm on tm.event_id = m.event_id and tm.user_id = m.user_id
      left join teams t on t.event_id = tm.event_id and t.id = tm.team_id
      where m.user_id = ${userId}
      order by e.name, e.id`,
  );
  const submissions = await rowsOf<Row & { values: Record<string, unknown>; labels: unknown }>(
    db,
    sql`select s.event_id as "eventId", e.name as "eventName", s.id, s.form_id as "formId",
        f.title as "formTitle", s.team_id as "teamId", s.is_draft as "isDraft",
        s.submitted_at as "submittedAt", s.created_at as "createdAt", s.updated_at as "updatedAt",
        s.values,
        (select coalesce(jsonb_object_agg(ff.id, ff.settings->>'label'), '{}'::jsonb)
          from form_fields ff where ff.event_id = s.event_id
            and (ff.holder_id = s.form_id or ff.id in (select jsonb_object_keys(s.values)))
        ) as labels
      from submissions s
      join events e on e.id = s.event_id
      left join forms f on f.event_id = s.event_id and f.id = s.form_id
      where s.created_by = ${userId}
      order by s.created_at, s.id`,
  );
  const comments = await rowsOf(
    db,
    sql`select c.event_id as "eventId", e.name as "eventName", c.id, c.task_id as "taskId",
        t.title as "taskTitle", c.text, c.created_at as "createdAt", c.updated_at as "updatedAt"
      from task_comments c
      join events e on e.id = c.event_id
      left join tasks t on t.event_id = c.event_id and t.id = c.task_id
      where c.created_by = ${userId}
      order by c.created_at, c.id`,
  );
  const replies = await rowsOf(
    db,
    sql`select r.event_id as "eventId", e.name as "eventName", r.id, r.comment_id as "commentId",
        r.text, r.created_at as "createdAt", r.updated_at as "updatedAt"
      from task_replies r join events e on e.id = r.event_id
      where r.created_by = ${userId}
      order by r.created_at, r.id`,
  );
  const email = String(profile?.email ?? '');
  const emails = await rowsOf(
    db,
    sql`select o.event_id as "eventId", e.name as "eventName", o.id, o.template,
        o.from_address as "from", o.to_address as "to", o.subject, o.status,
        o.created_at as "createdAt", o.sent_at as "sentAt", o.log_text as text
      from outbox_emails o join events e on e.id = o.event_id
      where o.user_id = ${userId} or lower(o.to_address) = ${email}
      order by o.created_at, o.id`,
  );
  const files = await rowsOf<{
    eventId: string;
    eventSlug: string;
    id: string;
    fileName: string;
    contentType: string;
    size: number | string;
    ownerType: string;
    storageKey: string;
    createdAt: unknown;
  }>(
    db,
    sql`select f.event_id as "eventId", e.slug as "eventSlug", f.id, f.file_name as "fileName",
        f.content_type as "contentType", f.size, f.owner_type as "ownerType",
        f.storage_key as "storageKey", f.created_at as "createdAt"
      from stored_files f join events e on e.id = f.event_id
      where f.created_by = ${userId}
      order by f.created_at, f.id`,
  );
  // What they did, as the audit trail recorded it (changes never hold secrets or passwords).
  const eventActivity = await rowsOf(
    db,
    sql`select a.event_id as "eventId", e.name as "eventName", a.at, a.area,
        a.record_kind as "recordKind", a.record_id as "recordId", a.record_name as "recordName",
        a.action, a.changes
      from audit_entries a join events e on e.id = a.event_id
      where a.actor_type = 'person' and a.actor_id = ${userId}
      order by a.at desc, a.id desc limit ${maxArchiveActivity}`,
  );
  const platformActivity = await rowsOf(
    db,
    sql`select at, event_id as "eventId", record_kind as "recordKind", record_id as "recordId",
        record_name as "recordName", action, changes
      from platform_audit_entries
      where actor_type = 'person' and actor_id = ${userId}
      order by at desc, id desc limit ${maxArchiveActivity}`,
  );
  return {
    profile: profile ?? null,
    signIns,
    sessions,
    memberships,
    submissions: submissions.map(({ values, labels, ...row }) => {
      const labelOf = (labels ?? {}) as Record<string, string | null>;
      return {
        ...row,
        answers: Object.entries(values ?? {}).map(([fieldId, value]) => ({
          fieldId,
          label: labelOf[fieldId] ?? null,
          value,
        })),
      };
    }),
    comments,
    replies,
    emails,
    files,
    activity: { events: eventActivity, platform: platformActivity },
  };
}

/** Where a file sits in the archive: by event, its id, then its own name. */
const archivePath = (file: { eventSlug: string; id: string; fileName: string }) =>
  `files/${file.eventSlug}/${file.id}/${file.fileName.replace(/[/\\\0]/g, '_').replace(/^\.+/, '_') || 'file'}`;

/**
 * The person's archive as a ZIP stream: one JSON file per kind (README.txt says what each
 * holds) and their files as stored, read through storage one at a time as the download goes.
 */
export async function personalDataArchive(deps: Deps, userId: string): Promise<Readable> {
  const data = await personalData(deps.db, userId);
  if (!data.profile) throw AppError.notFound(personalDataMessages.personNotFound);
  const fileBytes = data.files.reduce((sum, file) => sum + Number(file.size), 0);
  if (fileBytes > maxArchiveFileBytes)
    throw AppError.conflict(personalDataMessages.archiveTooLarge);
  const fileIndex = data.files.map(({ storageKey: _, ...file }) => ({
    ...file,
    size: Number(file.size),
    path: archivePath(file),
  }));
  const entries: ZipEntry[] = [
    {
      name: 'README.txt',
      chunks: [
        [
          'Everything this installation holds about you, as of the time of download.',
          '',
          'profile.json      your profile and account (sign-in methods, sessions; no passwords or tokens)',
          'memberships.json  the events you belong to, your level and team in each',
          'submissions.json  the forms you sent or saved, with your answers',
          'comments.json     your comments and replies on tasks',
          'emails.json       the emails sent to you, as the email log shows them (secret links hidden)',
          'files.json        the files you uploaded; the files themselves are under files/',
          `activity.json     what you changed, newest first, as the events' activity recorded it (the latest ${maxArchiveActivity.toLocaleString('en-GB')})`,
          '',
        ].join('\n'),
      ],
    },
    {
      name: 'profile.json',
      chunks: json({ profile: data.profile, signIns: data.signIns, sessions: data.sessions }),
    },
    { name: 'memberships.json', chunks: json(data.memberships) },
    { name: 'submissions.json', chunks: json(data.submissions) },
    { name: 'comments.json', chunks: json({ comments: data.comments, replies: data.replies }) },
    { name: 'emails.json', chunks: json(data.emails) },
    { name: 'files.json', chunks: json(fileIndex) },
    { name: 'activity.json', chunks: json(data.activity) },
    ...data.files.map((file) => ({
      name: archivePath(file),
      chunks: (async function* () {
        const object = await deps.storage.get(file.storageKey);
        if (!object) return;
        for await (const chunk of object.body) yield chunk as Buffer;
      })(),
    })),
  ];
  return Readable.from(zipArchive(entries));
}
