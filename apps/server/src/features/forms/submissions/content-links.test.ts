import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callerForNewUser } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { insertSimpleForm } from '../../../../test/support/test-forms.ts';
import { forms } from '../../../db/schema/forms.ts';

describe.each(testDatabases)('forms linked from content pages on %s', (kind) => {
  const t = useTestApp(kind);

  it('links members to open forms and guests to public ones, with their titles', async () => {
    const event = await t.buildEvent();
    const moderator = await callerForNewUser(t, event, { permissions: 'moderator' });
    const member = await callerForNewUser(t, event);
    const db = t.deps.db;
    const open = await insertSimpleForm(db, event.id, { title: 'Power order' });
    const guest = await insertSimpleForm(db, event.id, { title: 'Visitors', isPublic: true });
    const draft = await insertSimpleForm(db, event.id, { title: 'Draft', isPublished: false });
    const archived = await insertSimpleForm(db, event.id, { title: 'Old', isArchived: true });
    const page = (
      await moderator.post('/content', { title: 'Info', isPublished: true, isPublic: true })
    ).json();
    const added = await moderator.post(`/content/${page.id}/sections`, {
      type: 'resources',
      data: [open, guest, draft, archived, 'no-such-form'].map((id) => ({ id, type: 'form' })),
    });
    expect(added.statusCode, added.body).toBe(201);

    const read = await member.get(`/member/content/${page.id}`);
    expect(read.statusCode).toBe(200);
    const [section] = read.json().sections;
    expect(section.links).toEqual([
      { id: open, type: 'form', title: 'Power order', href: `/forms/${open}` },
      { id: guest, type: 'form', title: 'Visitors', href: `/forms/${guest}` },
    ]);
    expect(section.data).toEqual([
      { id: open, type: 'form' },
      { id: guest, type: 'form' },
    ]);

    // A form's change reaches the (cached) page at once.
    await db
      .update(forms)
      .set({ isArchived: true })
      .where(and(eq(forms.eventId, event.id), eq(forms.id, open)));
    const again = (await member.get(`/member/content/${page.id}`)).json();
    expect(again.sections[0].links.map((l: { id: string }) => l.id)).toEqual([guest]);

    const asGuest = await t.app.inject({
      method: 'GET',
      url: `/api/v1/events/${event.id}/guest/content/${page.id}`,
      headers: { host: event.hostnames[0]! },
    });
    expect(asGuest.json().sections[0].links).toEqual([
      { id: guest, type: 'form', title: 'Visitors', href: `/guests/forms/${guest}` },
    ]);
  });
});
