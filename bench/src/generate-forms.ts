import { type FieldDefinition, formFieldInputSchema } from '@showdesk/domain/forms/fields';
import { logicMapSchema } from '@showdesk/domain/forms/logic-map';
import type { SubmissionValues } from '@showdesk/domain/forms/values';
import type { AppDeps } from '@showdesk/server/src/app-deps.ts';
import { formFields, forms, submissions } from '@showdesk/server/src/db/schema/forms.ts';
import { teams } from '@showdesk/server/src/db/schema/teams.ts';
import { fieldColumns } from '@showdesk/server/src/features/forms/records.ts';
import { searchTextOf } from '@showdesk/server/src/features/forms/submissions/core.ts';
import { newId } from '@showdesk/server/src/lib/ids.ts';
import { idsByName } from './event-rows.ts';
import { quietly } from './quiet-writes.ts';

/** Watts are asked only of stands that need power. */
export const benchLogic = logicMapSchema.parse({
  needsPower: {
    thenFieldId: 'watts',
    rules: [{ sourceId: 'needsPower', sourceType: 'dropdown', sourceValue: 'Yes' }],
  },
});

export interface GeneratedForms {
  formId: string;
  fields: number;
  submissions: number;
  /** A valid, complete set of values of the form: what the bench member submits. */
  sampleValues: Record<string, unknown>;
}

const field = (input: Record<string, unknown>): FieldDefinition =>
  formFieldInputSchema.parse(input);

/**
 * Forty fields of the kinds an order form has: sections and texts, contact details, a choice,
 * a name and an address, a crew repeater, an item list and its grand total, and a field shown
 * only when a dropdown says Yes.
 */
export function benchFields(): FieldDefinition[] {
  const list: FieldDefinition[] = [];
  for (let s = 1; s <= 4; s++) {
    list.push(field({ id: `section${s}`, type: 'section', label: `Part ${s}` }));
    list.push(
      field({ id: `company${s}`, type: 'text', label: `Company name ${s}`, isRequired: true }),
    );
    list.push(field({ id: `email${s}`, type: 'email', label: `Contact email ${s}` }));
    list.push(field({ id: `phone${s}`, type: 'tel', label: `Phone ${s}` }));
    list.push(field({ id: `site${s}`, type: 'url', label: `Website ${s}` }));
    list.push(field({ id: `notes${s}`, type: 'area', label: `Notes ${s}` }));
    list.push(field({ id: `day${s}`, type: 'date', label: `Arrival day ${s}` }));
    list.push(field({ id: `staff${s}`, type: 'number', label: `Staff ${s}`, min: 1, max: 50 }));
  }
  list.push(
    field({
      id: 'needsPower',
      type: 'dropdown',
      label: 'Do you need power?',
      options: ['Yes', 'No'].map((value) => ({ label: value, value })),
    }),
    field({ id: 'watts', type: 'number', label: 'Watts', isRequired: true }),
    field({ id: 'who', type: 'fullName', label: 'Stand manager', isRequired: true }),
    field({ id: 'where', type: 'address', label: 'Invoice address' }),
    field({
      id: 'crew',
      type: 'repeater',
      label: 'Build crew',
      cellSchema: { cell1: { label: 'Name' }, cell2: { label: 'Email', type: 'email' } },
    }),
    field({
      id: 'order',
      type: 'itemList',
      label: 'Furniture',
      items: [
        { itemId: 'chair', label: 'Chair', price: 1250 },
        { itemId: 'table', label: 'Table', price: 4000 },
        { itemId: 'sofa', label: 'Sofa', price: 18000 },
      ],
    }),
    field({ id: 'total', type: 'grandTotal', label: 'Total' }),
    field({ id: 'terms', type: 'disclaimer', label: 'I agree to the terms' }),
  );
  return list;
}

export function valuesFor(n: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (let s = 1; s <= 4; s++) {
    values[`company${s}`] = `Exhibitor ${n} part ${s}`;
    values[`email${s}`] = `contact${n}@exhibitor.test`;
    values[`phone${s}`] = '+44 20 7946 0000';
    values[`site${s}`] = 'https://exhibitor.test';
    values[`notes${s}`] = 'Corner stand near the entrance, needs a ramp.';
    values[`day${s}`] = '2027-03-01';
    values[`staff${s}`] = 1 + (n % 40);
  }
  const chairs = n % 7;
  values.needsPower = 'Yes';
  values.watts = 3000;
  values.who = { firstName: 'Ada', surname: `Stand ${n}` };
  values.where = {
    addressLine1: '1 High Street',
    city: 'Leeds',
    country: 'UK',
    postcode: 'LS1 1AA',
  };
  values.crew = [{ cell1: 'Bob', cell2: 'bob@exhibitor.test' }];
  values.order = [
    { itemId: 'chair', price: 1250, quantity: chairs },
    { itemId: 'table', price: 4000, quantity: 1 },
    { itemId: 'sofa', price: 18000, quantity: 0 },
  ];
  values.total = chairs * 1250 + 4000;
  values.terms = true;
  return values;
}

/**
 * The large event's forms: one published 40-field form with `count` submissions spread over
 * the teams (every twentieth a draft), written in batches as a bulk load would.
 */
export async function generateForms(
  deps: AppDeps,
  eventId: string,
  count = 50_000,
): Promise<GeneratedForms> {
  const { db } = deps;
  const formId = newId();
  const fieldList = benchFields();
  await quietly(db, (tx) =>
    tx.insert(forms).values({
      eventId,
      id: formId,
      title: 'Stand order',
      description: 'Furniture, power and crew for your stand.',
      fieldIds: fieldList.map((f) => f.id),
      logicMap: benchLogic,
      isPublished: true,
    }),
  );
  await quietly(db, (tx) =>
    tx.insert(formFields).values(
      fieldList.map((f) => ({
        eventId,
        holderId: formId,
        holderType: 'form' as const,
        ...fieldColumns(f as FieldDefinition & Record<string, unknown>),
      })),
    ),
  );
  const teamIds = await idsByName(db, teams, eventId);
  const start = Date.now() - count * 60_000;
  for (let i = 0; i < count; i += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - i) }, (_, k) => {
      const n = i + k;
      const values = valuesFor(n);
      const at = new Date(start + n * 60_000);
      return {
        eventId,
        id: newId(),
        formId,
        teamId: teamIds[n % teamIds.length] ?? null,
        isDraft: n % 20 === 19,
        values,
        searchText: searchTextOf(values as SubmissionValues),
        createdAt: at,
        updatedAt: at,
      };
    });
    await quietly(db, (tx) => tx.insert(submissions).values(batch));
  }
  return { formId, fields: fieldList.length, submissions: count, sampleValues: valuesFor(1) };
}
