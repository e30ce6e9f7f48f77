import type { DbOrTx } from '../../../db/client.ts';
import { formConfirmations } from '../../../db/schema/forms.ts';
import { formRuleRecordQueries } from '../rule-record-queries.ts';

export type ConfirmationRow = typeof formConfirmations.$inferSelect;
export type NewConfirmationRow = typeof formConfirmations.$inferInsert;

/** A form's confirmations, kept in its `confirmationIds` order (rule-record-queries.ts). */
export const confirmationRows = formRuleRecordQueries(formConfirmations, 'confirmationIds');

/** A form has one default: the others stop being it. */
export function clearOtherDefaults(tx: DbOrTx, eventId: string, formId: string, id: string) {
  return confirmationRows.clearOtherDefaults(tx, eventId, formId, id, 'isDefault');
}
