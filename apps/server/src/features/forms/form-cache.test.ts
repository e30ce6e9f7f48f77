import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../../test/support/caller.ts';
import { contentFixtures } from '../../../test/support/content-fixtures.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { saveFieldGroup, saveForm } from '../../../test/support/form-fixtures.ts';
import type { TestApp } from '../../../test/support/harness.ts';
import { createTwoProcesses, type TwoProcesses } from '../../../test/support/two-processes.ts';
import type { EventRow } from '../platform/events/queries.ts';

type Bundle = {
  form: { updatedAt: string; fields: { id: string; label: string }[] };
  fieldGroups: { id: string; updatedAt: string; fields: { id: string; label: string }[] }[];
};

/**
 * A form's bundle (its fields and its templates' field groups) is remembered per process at the
 * event's content version. On PostgreSQL two app processes share the database: a builder save on
 * one must be what the next read and the next submission on the other see.
 */
describe.each(testDatabases)('remembered form bundles on %s', (kind) => {
  let writer: TestApp;
  let reader: TestApp;
  let processes: TwoProcesses;
  let event: EventRow;
  let admin: Caller;
  let moderatorOnReader: Caller;
  let member: Caller;

  beforeAll(async () => {
    processes = await createTwoProcesses(kind);
    ({ writer, reader } = processes);
    event = await writer.buildEvent();
    admin = await callerFor(
      writer,
      event,
      await writer.buildUser(event.id, { permissions: 'admin' }),
    );
    moderatorOnReader = await callerFor(
      reader,
      event,
      await writer.buildUser(event.id, { permissions: 'moderator' }),
    );
    member = await callerFor(
      reader,
      event,
      await contentFixtures(writer).buildMemberOfTeam(event, {}),
    );
  });
  afterAll(() => processes.close());

  const labels = (fields: { label: string }[]) => fields.map((field) => field.label);
  const memberBundle = async (formId: string) => {
    const response = await member.get(`/member/forms/${formId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Bundle;
  };

  it('shows saved fields and a changed group on the other process at the next read', async () => {
    const group = (
      await admin.post('/field-groups', { title: 'Contact', isPublished: true })
    ).json();
    const savedGroup = await saveFieldGroup(admin, group.id, {
      fieldIds: ['contact'],
      newFields: [{ id: 'contact', type: 'text', label: 'Contact name' }],
      expectedUpdatedAt: group.updatedAt,
    });
    expect(savedGroup.statusCode, savedGroup.body).toBe(200);
    const created = (await admin.post('/forms', { title: 'Order', isPublished: true })).json();
    const formId = created.form.id as string;
    const first = await saveForm(admin, formId, {
      fieldIds: ['company'],
      newFields: [{ id: 'company', type: 'text', label: 'Company' }],
      expectedUpdatedAt: created.form.updatedAt,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(labels((await memberBundle(formId)).form.fields)).toEqual(['Company']);
    // Read twice: the second answer is the remembered one.
    expect(labels((await memberBundle(formId)).form.fields)).toEqual(['Company']);

    // A required field and a template placing the group, saved on the writer.
    const second = await saveForm(admin, formId, {
      fieldIds: ['company', 'stand', 'contacts'],
      newFields: [
        { id: 'stand', type: 'text', label: 'Stand number', isRequired: true },
        { id: 'contacts', type: 'template', label: 'Contacts', fieldGroupId: group.id },
      ],
      updatedFields: [{ id: 'company', type: 'text', label: 'Company name' }],
      expectedUpdatedAt: first.json().form.updatedAt,
    });
    expect(second.statusCode, second.body).toBe(200);
    const after = await memberBundle(formId);
    expect(labels(after.form.fields)).toEqual(['Company name', 'Stand number', 'Contacts']);
    expect(labels(after.fieldGroups[0]!.fields)).toEqual(['Contact name']);
    const builder = await moderatorOnReader.get(`/forms/${formId}`);
    expect(labels((builder.json() as Bundle).form.fields)).toEqual([
      'Company name',
      'Stand number',
      'Contacts',
    ]);
    // The reader's submissions are checked against the new fields at once.
    const missing = await member.post(`/member/forms/${formId}/submissions`, {
      values: { company: 'Acme' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details).toEqual([
      expect.objectContaining({ path: 'values.stand' }),
    ]);

    // Only the group changes: the form's own row is untouched, its bundle still changes.
    const groupNow = after.fieldGroups[0]!;
    const regrouped = await saveFieldGroup(admin, group.id, {
      fieldIds: ['contact'],
      updatedFields: [{ id: 'contact', type: 'text', label: 'Who to call' }],
      expectedUpdatedAt: groupNow.updatedAt,
    });
    expect(regrouped.statusCode, regrouped.body).toBe(200);
    expect(labels((await memberBundle(formId)).fieldGroups[0]!.fields)).toEqual(['Who to call']);
  });
});
