import type { FormBundle } from '@showdesk/domain/forms/forms';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../test/support/caller.ts';
import { expectRefusal, ok } from '../../../test/support/caller.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import {
  addFormWithFields,
  dropdownInput,
  fieldRowsOf,
  saveFieldGroup,
  saveForm,
  showWhen,
  templateInput,
  textInput,
} from '../../../test/support/form-fixtures.ts';
import { useTestApp } from '../../../test/support/harness.ts';
import { buildOrganisers } from '../../../test/support/organisers.ts';
import { forms, locks } from '../../db/schema/forms.ts';
import type { EventRow } from '../platform/events/queries.ts';

describe.each(testDatabases)(
  'PUT /api/v1/events/:eventId/forms/:formId (the builder save) on %s',
  (kind) => {
    const t = useTestApp(kind);
    let event: EventRow;
    let organiser: Caller;
    let colleague: Caller;
    let theirOrganiser: Caller;

    beforeAll(async () => {
      ({ event, organiser, colleague, theirOrganiser } = await buildOrganisers(t));
    });

    const formWithFields = (caller = organiser, title = 'Stand services') =>
      addFormWithFields(caller, title);
    const fieldRows = (formId: string) => fieldRowsOf(t, event.id, formId);

    describe('PUT /forms/:formId (the builder save)', () => {
      it('saves settings, new fields, their order and the logic in one go', async () => {
        const bundle = await formWithFields();
        expect(bundle.form.fieldIds).toEqual(['a', 'b']);
        expect(bundle.form.fields.map((f) => [f.id, f.type])).toEqual([
          ['a', 'dropdown'],
          ['b', 'text'],
        ]);
        expect(bundle.form.logicMap.a).toMatchObject({ thenFieldId: 'b', operator: 'ANY' });

        const next = await ok<FormBundle>(
          saveForm(organiser, bundle.form.id, {
            title: 'Stand services 2027',
            fieldIds: ['c', 'a'],
            newFields: [textInput('c', 'Company')],
            updatedFields: [dropdownInput('a', ['yes', 'no', 'maybe'])],
            removedFieldIds: ['b'],
            expectedUpdatedAt: bundle.form.updatedAt,
          }),
        );
        expect(next.form.title).toBe('Stand services 2027');
        expect(next.form.fieldIds).toEqual(['c', 'a']);
        expect(next.form.logicMap).toEqual({});
        const a = next.form.fields.find((f) => f.id === 'a');
        expect(a).toMatchObject({
          options: [{ value: 'yes' }, { value: 'no' }, { value: 'maybe' }],
        });
        expect(a!.createdAt).toBe(bundle.form.fields[0]!.createdAt);
        expect((await fieldRows(bundle.form.id)).map((r) => r.id).sort()).toEqual(['a', 'c']);
        expect(Date.parse(next.form.updatedAt)).toBeGreaterThanOrEqual(
          Date.parse(bundle.form.updatedAt),
        );
      });

      it('refuses lists that disagree with the stored fields, with the spec message for each', async () => {
        const { form } = await formWithFields();
        const at = form.updatedAt;
        const cases = [
          [
            { fieldIds: ['a', 'b', 'a'], newFields: [textInput('a')] },
            'Invalid new fields',
            'newFields.0.id',
          ],
          [
            { fieldIds: ['a', 'b'], updatedFields: [textInput('x')] },
            'Invalid updated fields',
            'updatedFields.0.id',
          ],
          [
            { fieldIds: ['a', 'b'], removedFieldIds: ['x'] },
            'Invalid ids to remove',
            'removedFieldIds.0',
          ],
          [{ fieldIds: ['a'] }, 'Invalid fields data', 'fieldIds'],
        ] as const;
        for (const [changes, message, path] of cases) {
          const response = await saveForm(organiser, form.id, {
            ...changes,
            logicMap: {},
            expectedUpdatedAt: at,
          } as never);
          expect(response.statusCode, JSON.stringify(changes)).toBe(400);
          const error = response.json().error;
          expect(error.message).toBe(message);
          expect(error.details.map((d: { path: string }) => d.path)).toContain(path);
        }
        // Nothing was written.
        expect(await ok<FormBundle>(organiser.get(`/forms/${form.id}`))).toMatchObject({ form });
      });

      it('refuses unknown keys and bad field settings with the message for where they are', async () => {
        const { form } = await formWithFields();
        const unknown = await saveForm(organiser, form.id, {
          fieldIds: ['a', 'b'],
          expectedUpdatedAt: form.updatedAt,
          submissionsIds: [],
        });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().error.message).toBe('Invalid form');
        const badField = await saveForm(organiser, form.id, {
          fieldIds: ['a', 'b', 'c'],
          newFields: [{ id: 'c', type: 'text', label: '' }],
          expectedUpdatedAt: form.updatedAt,
        });
        expectRefusal(badField, 400, 'Invalid new fields', [
          { path: 'newFields.0.label', message: 'Enter a label' },
        ]);
      });

      it('refuses logic that names missing fields or goes in a circle', async () => {
        const { form } = await formWithFields();
        const response = await saveForm(organiser, form.id, {
          fieldIds: ['a', 'b'],
          logicMap: { ...showWhen('a', 'a', 'yes', 'b'), ...showWhen('b', 'a', 'no', 'zz') },
          expectedUpdatedAt: form.updatedAt,
        });
        expectRefusal(response, 400, 'Invalid form', [
          { path: 'logicMap.b.thenFieldId', message: 'This field is not on the form' },
        ]);
      });

      it("needs a template's field group to be one of the event's", async () => {
        const { form } = await formWithFields();
        const theirGroup = await ok<{ id: string }>(
          theirOrganiser.post('/field-groups', { title: 'Their contacts' }),
          201,
        );
        const save = (fieldGroupId: string) =>
          saveForm(organiser, form.id, {
            fieldIds: ['a', 'b', 't'],
            newFields: [templateInput('t', fieldGroupId)],
            logicMap: form.logicMap,
            expectedUpdatedAt: form.updatedAt,
          });
        for (const groupId of [theirGroup.id, 'no-such-group']) {
          const refused = await save(groupId);
          expectRefusal(refused, 400, 'Invalid fields data', [
            { path: 'fields.t.fieldGroupId', message: 'Choose a field group' },
          ]);
        }
        expect((await fieldRows(form.id)).map((r) => r.id).sort()).toEqual(['a', 'b']);

        const group = await ok<{ id: string; updatedAt: string }>(
          colleague.post('/field-groups', { title: 'Contacts' }),
          201,
        );
        await ok(
          saveFieldGroup(colleague, group.id, {
            fieldIds: ['name'],
            newFields: [textInput('name', 'Contact name')],
            expectedUpdatedAt: group.updatedAt,
          }),
        );
        const saved = await ok<FormBundle>(save(group.id));
        expect(saved.form.fields.at(-1)).toMatchObject({ id: 't', fieldGroupId: group.id });
        expect(saved.fieldGroups.map((g) => [g.id, g.fields.map((f) => f.id)])).toEqual([
          [group.id, ['name']],
        ]);
      });

      it('of two saves from the same loaded form at once, exactly one is written', async () => {
        const { form } = await formWithFields();
        const save = (caller: Caller, extra: string) =>
          saveForm(caller, form.id, {
            fieldIds: ['a', 'b', extra],
            newFields: [textInput(extra)],
            logicMap: form.logicMap,
            expectedUpdatedAt: form.updatedAt,
          });
        const answers = await Promise.all([save(organiser, 'x'), save(colleague, 'y')]);
        expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
        const winner = answers.find((a) => a.statusCode === 200)!.json() as FormBundle;
        const rows = await fieldRows(form.id);
        expect(rows.map((r) => r.id).sort()).toEqual([...winner.form.fieldIds].sort());
      });

      it('refuses a save on top of a newer one, naming who changed the form and when', async () => {
        const { form } = await formWithFields();
        const changed = await ok<{ updatedAt: string }>(
          colleague.patch(`/forms/${form.id}`, { title: 'Renamed by Bea' }),
        );
        const stale = await saveForm(organiser, form.id, {
          fieldIds: ['b', 'a'],
          logicMap: form.logicMap,
          expectedUpdatedAt: form.updatedAt,
        });
        expect(stale.statusCode).toBe(409);
        const when = new Date(changed.updatedAt);
        const time = new Intl.DateTimeFormat('en-GB', {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'Europe/London',
        }).format(when);
        // On the event's clock, naming its zone (the test events keep the default zone).
        expect(stale.json().error.message).toBe(
          `Bea Colleague changed this form at ${time} Europe/London. Reload to see their changes.`,
        );
        const [row] = await t.deps.db.select().from(forms).where(eq(forms.id, form.id));
        expect(row!.fieldIds).toEqual(['a', 'b']);
        // With the new updatedAt the save goes through.
        const saved = await ok<FormBundle>(
          saveForm(organiser, form.id, {
            fieldIds: ['b', 'a'],
            logicMap: form.logicMap,
            expectedUpdatedAt: changed.updatedAt,
          }),
        );
        expect(saved.form.fieldIds).toEqual(['b', 'a']);
        expect(saved.form.title).toBe('Renamed by Bea');
      });

      it("refuses a save while someone else holds the form's lock, and refreshes one's own", async () => {
        const { form } = await formWithFields();
        await ok(colleague.put(`/locks/form/${form.id}`));
        const body = {
          fieldIds: ['b', 'a'],
          logicMap: form.logicMap,
          expectedUpdatedAt: form.updatedAt,
        };
        const held = await saveForm(organiser, form.id, body);
        expect(held.statusCode).toBe(409);
        expect(held.json().error.message).toBe('Bea Colleague is editing this form');
        // An expired lock no longer stands in the way; the saver's own lock is refreshed.
        await t.deps.db
          .update(locks)
          .set({ expireAt: new Date(Date.now() - 1000) })
          .where(eq(locks.id, form.id));
        await ok(organiser.put(`/locks/form/${form.id}`));
        const [before] = await t.deps.db.select().from(locks).where(eq(locks.id, form.id));
        await new Promise((resolve) => setTimeout(resolve, 5));
        await ok(saveForm(organiser, form.id, body));
        const [after] = await t.deps.db.select().from(locks).where(eq(locks.id, form.id));
        expect(after!.createdBy).toBe(before!.createdBy);
        expect(after!.expireAt.getTime()).toBeGreaterThan(before!.expireAt.getTime());
      });
    });
  },
);
