import type { FormFieldInput } from '@showdesk/domain/forms/fields';
import type { FormBundle } from '@showdesk/domain/forms/forms';
import type { LogicMapInput } from '@showdesk/domain/forms/logic-map';
import { and, eq } from 'drizzle-orm';
import { formFields } from '../../src/db/schema/forms.ts';
import { type Caller, ok } from './caller.ts';
import type { TestApp } from './harness.ts';

/** Builders for the forms API tests: field inputs as the builder sends them. */

export const textInput = (id: string, label = `Label ${id}`): FormFieldInput => ({
  id,
  type: 'text',
  label,
});

export const dropdownInput = (id: string, values: string[]): FormFieldInput => ({
  id,
  type: 'dropdown',
  label: `Choose ${id}`,
  options: values.map((value) => ({ label: value, value })),
});

export const templateInput = (id: string, fieldGroupId: string): FormFieldInput => ({
  id,
  type: 'template',
  label: `Group ${id}`,
  fieldGroupId,
});

/** Logic: show `thenFieldId` when `sourceId` (a dropdown) equals `value`. */
export const showWhen = (owner: string, sourceId: string, value: string, thenFieldId: string) =>
  ({
    [owner]: {
      rules: [{ sourceId, sourceType: 'dropdown', sourceValue: value }],
      thenFieldId,
    },
  }) satisfies LogicMapInput;

/** A builder save body: by default, the holder's current order and updatedAt. */
export interface SaveBody {
  fieldIds: string[];
  newFields?: FormFieldInput[];
  updatedFields?: FormFieldInput[];
  removedFieldIds?: string[];
  logicMap?: LogicMapInput;
  expectedUpdatedAt: string;
  [setting: string]: unknown;
}

export const saveBody = (body: SaveBody) => ({ logicMap: {}, ...body });

/** The builder save of form `formId` by `caller`, with `body` (see saveBody). */
export const saveForm = (caller: Caller, formId: string, body: SaveBody) =>
  caller.put(`/forms/${formId}`, saveBody(body));

/** The builder save of field group `groupId` by `caller`, with `body` (see saveBody). */
export const saveFieldGroup = (caller: Caller, groupId: string, body: SaveBody) =>
  caller.put(`/field-groups/${groupId}`, saveBody(body));

/** Adds a form as `caller` and returns its bundle. */
export const addForm = (caller: Caller, title = 'Stand services') =>
  ok<{ form: { id: string; updatedAt: string; fieldIds: string[] } }>(
    caller.post('/forms', { title }),
    201,
  );

/** Adds a form with a dropdown `a` and a text `b` shown when a is 'yes'. */
export async function addFormWithFields(caller: Caller, title = 'Stand services') {
  const { form } = await addForm(caller, title);
  return ok<FormBundle>(
    caller.put(
      `/forms/${form.id}`,
      saveBody({
        fieldIds: ['a', 'b'],
        newFields: [dropdownInput('a', ['yes', 'no']), textInput('b')],
        logicMap: showWhen('a', 'a', 'yes', 'b'),
        expectedUpdatedAt: form.updatedAt,
      }),
    ),
  );
}

/** The stored field rows of a form or field group. */
export const fieldRowsOf = (t: TestApp, eventId: string, holderId: string) =>
  t.deps.db
    .select()
    .from(formFields)
    .where(and(eq(formFields.eventId, eventId), eq(formFields.holderId, holderId)));
