import type { ShownConfirmation } from '@showdesk/domain/forms/confirmations';
import type { FieldGroupDetail } from '@showdesk/domain/forms/field-groups';
import type { FormField } from '@showdesk/domain/forms/fields';
import type { FormDetail } from '@showdesk/domain/forms/forms';
import {
  type SourceText,
  translatedFields,
  translatedText,
} from '@showdesk/domain/platform/translations';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { formConfirmations, forms } from '../../db/schema/forms.ts';
import { registerTranslatable, sourceText } from '../platform/translations/registry.ts';
import type { Texts } from '../platform/translations/store.ts';
import {
  type FormBundle,
  loadFieldGroupDetails,
  loadFormDetail,
  loadFormDetails,
} from './bundle.ts';
import type { ConfirmationRow } from './confirmations/queries.ts';

/**
 * A form's texts: its title and description, and each of its own fields' label, help and
 * options (by the option's value, which stays the same in every language, so answers do too).
 */
function fieldTexts(field: FormField): SourceText[] {
  const key = (part: string) => `fields.${field.id}.${part}`;
  const context = field.label || null;
  const options = 'options' in field ? field.options : [];
  return [
    ...sourceText(key('label'), 'label', field.label),
    ...sourceText(key('description'), 'help', field.description, {
      format: field.type === 'customText' ? 'html' : 'text',
      context,
    }),
    ...options.flatMap((option) =>
      sourceText(key(`options.${option.value}`), 'option', option.label, { context }),
    ),
  ];
}

/** A confirmation's message, which the submitter reads once their submission is sent. */
type ConfirmationText = Pick<ConfirmationRow, 'id' | 'formId' | 'name' | 'message'>;
const confirmationKey = (id: string) => `confirmations.${id}.message`;

/** The confirmations of the given forms (all the event's when none are named), by form. */
async function confirmationTexts(
  deps: AppDeps,
  eventId: string,
  formIds?: readonly string[],
): Promise<Map<string, ConfirmationText[]>> {
  const rows = await deps.db
    .select({
      id: formConfirmations.id,
      formId: formConfirmations.formId,
      name: formConfirmations.name,
      message: formConfirmations.message,
    })
    .from(formConfirmations)
    .where(
      and(
        eq(formConfirmations.eventId, eventId),
        formIds ? inArray(formConfirmations.formId, [...formIds]) : undefined,
      ),
    );
  const byForm = new Map<string, ConfirmationText[]>();
  for (const row of rows) {
    const own = byForm.get(row.formId);
    if (own) own.push(row);
    else byForm.set(row.formId, [row]);
  }
  return byForm;
}

const formRecord = (form: FormDetail, confirmations: readonly ConfirmationText[] = []) => {
  // In the form's order of its confirmations.
  const byId = new Map(confirmations.map((c) => [c.id, c]));
  return {
    recordId: form.id,
    title: form.title,
    texts: [
      ...sourceText('title', 'title', form.title),
      ...sourceText('description', 'description', form.description),
      ...form.fields.flatMap(fieldTexts),
      ...form.confirmationIds.flatMap((id) => {
        const confirmation = byId.get(id);
        return confirmation
          ? sourceText(confirmationKey(id), 'confirmation', confirmation.message, {
              format: 'html',
              context: confirmation.name,
            })
          : [];
      }),
    ],
  };
};

registerTranslatable('forms', {
  permission: 'moderator',
  list: async (deps: AppDeps, eventId) => {
    const [details, confirmations] = await Promise.all([
      loadFormDetails(deps, eventId, eq(forms.isArchived, false)),
      confirmationTexts(deps, eventId),
    ]);
    return details.map((form) => formRecord(form, confirmations.get(form.id)));
  },
  get: async (deps, eventId, recordId) => {
    const [form, confirmations] = await Promise.all([
      loadFormDetail(deps, eventId, recordId),
      confirmationTexts(deps, eventId, [recordId]),
    ]);
    return form ? formRecord(form, confirmations.get(form.id)) : null;
  },
});

/**
 * A field group's texts: its fields' labels, help and options, which every form placing the
 * group shows (translated once, here, for all of them). Its title and description are the
 * organisers' alone.
 */
const fieldGroupRecord = (group: FieldGroupDetail) => ({
  recordId: group.id,
  title: group.title,
  texts: group.fields.flatMap(fieldTexts),
});

registerTranslatable('field-groups', {
  permission: 'admin',
  list: async (deps: AppDeps, eventId) =>
    (await loadFieldGroupDetails(deps, eventId)).map(fieldGroupRecord),
  get: async (deps, eventId, recordId) => {
    const [group] = await loadFieldGroupDetails(deps, eventId, [recordId]);
    return group ? fieldGroupRecord(group) : null;
  },
});

/** A confirmation as its submitter reads it, in their language where it is translated. */
export const translatedConfirmation = (
  confirmation: ShownConfirmation,
  texts: Texts | undefined,
): ShownConfirmation =>
  texts
    ? {
        ...confirmation,
        message: translatedText(texts, confirmationKey(confirmation.id), confirmation.message),
      }
    : confirmation;

/** A field in the reader's language: label, help and option labels (values unchanged). */
function translatedField(field: FormField, texts: Texts): FormField {
  const key = (part: string) => `fields.${field.id}.${part}`;
  const translated = {
    ...field,
    label: translatedText(texts, key('label'), field.label),
    description: translatedText(texts, key('description'), field.description),
  };
  if (!('options' in field)) return translated as FormField;
  return {
    ...translated,
    options: field.options.map((option) => ({
      ...option,
      label: translatedText(texts, key(`options.${option.value}`), option.label),
    })),
  } as FormField;
}

/** A form as a member fills it in, in their language where it is translated. */
export function translatedForm(form: FormDetail, texts: Texts | undefined): FormDetail {
  if (!texts) return form;
  return {
    ...translatedFields(form, texts, ['title', 'description']),
    fields: form.fields.map((field) => translatedField(field, texts)),
  };
}

/** The field groups a bundle's form places: those whose translations its reader needs. */
export const groupIdsOf = (bundle: FormBundle) => bundle.fieldGroups.map((group) => group.id);

/**
 * A form and the field groups it places, in a language: the form's texts (`forms`) and each
 * group's (`field-groups`), where translated; null texts leave the bundle as written.
 */
export function translatedBundle<B extends FormBundle>(
  bundle: B,
  texts: { form: Texts | undefined; fieldGroups: Map<string, Texts> | null },
): B {
  const { fieldGroups } = texts;
  return {
    ...bundle,
    form: translatedForm(bundle.form, texts.form),
    fieldGroups: fieldGroups
      ? bundle.fieldGroups.map((group) => {
          const own = fieldGroups.get(group.id);
          return own
            ? { ...group, fields: group.fields.map((f) => translatedField(f, own)) }
            : group;
        })
      : bundle.fieldGroups,
  };
}
