import { t } from '@lingui/core/macro';
import type { TranslationPart } from '@showdesk/domain/platform/translations';

/** What part of a record a text is, in the reader's language (read when called). */
export function translationPartLabel(part: TranslationPart): string {
  const labels: Record<TranslationPart, string> = {
    title: t`Title`,
    name: t`Name`,
    description: t`Description`,
    body: t`Text`,
    heading: t`Heading`,
    text: t`Text`,
    caption: t`Caption`,
    label: t`Label`,
    help: t`Help text`,
    placeholder: t`Placeholder`,
    option: t`Option`,
    confirmation: t`Confirmation message`,
    subject: t`Subject`,
    linkLabel: t`Link label`,
  };
  return labels[part] ?? part;
}
