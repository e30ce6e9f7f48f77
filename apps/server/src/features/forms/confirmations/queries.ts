import type { DbOrTx } from '../../../db/client.ts';
import { formConfirmations } from '../../../db/schema/forms.ts';
import { formRuleRecordQueries } from '../rule-record-queries.ts';

export type ConfirmationRow = typeof formConfirmations.$inferSelect;
export type NewConfirmationRow = typeof formConfirmations.$inferInsert;

const confirmationRows = formRuleRecordQueries(formConfirmations, 'confirmationIds');

/** A form's confirmations in its `confirmationIds` order (any it does not list last). */
export const listConfirmationRows = confirmationRows.list;
export const getConfirmationRow = confirmationRows.get;
/** Adds a confirmation at the end of the form's list. */
export const insertConfirmation = confirmationRows.insert;
export const updateConfirmation = confirmationRows.update;
/** The order a form's confirmations are tried in. */
export const setConfirmationOrder = confirmationRows.setOrder;
/** Deletes a confirmation and its place in the form's list; false when there was none. */
export const deleteConfirmation = confirmationRows.remove;

/** A form has one default: the others stop being it. */
export function clearOtherDefaults(tx: DbOrTx, eventId: string, formId: string, id: string) {
  return confirmationRows.clearOtherDefaults(tx, eventId, formId, id, 'isDefault');
}
