import type { FormField } from '@showdesk/domain/forms/fields';
import type { FormDetail } from '@showdesk/domain/forms/forms';
import {
  type SourceText,
  translatedFields,
  translatedText,
} from '@showdesk/domain/platform/translations';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { forms } from '../../db/schema/forms.ts';
import { registerTranslatable, sourceText } from '../platform/translations/registry.ts';
import type { Texts } from '../platform/translations/store.ts';
import { loadFormDetail } from './bundle.ts';

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

const formRecord = (form: FormDetail) => ({
  recordId: form.id,
  title: form.title,
  texts: [
    ...sourceText('title', 'title', form.title),
    ...sourceText('description', 'description', form.description),
    ...form.fields.flatMap(fieldTexts),
  ],
});

registerTranslatable('forms', {
  permission: 'moderator',
  list: async (deps: AppDeps, eventId) => {
    const rows = await deps.db
      .select({ id: forms.id })
      .from(forms)
      .where(and(eq(forms.eventId, eventId), eq(forms.isArchived, false)))
      .orderBy(asc(forms.title));
    const details = await Promise.all(rows.map((row) => loadFormDetail(deps, eventId, row.id)));
    return details.flatMap((form) => (form ? [formRecord(form)] : []));
  },
  get: async (deps, eventId, recordId) => {
    const form = await loadFormDetail(deps, eventId, recordId);
    return form ? formRecord(form) : null;
  },
});

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
