import { isLayoutFieldType } from '@showdesk/domain/forms/field-types';
import { fieldReportLabel } from '@showdesk/domain/forms/fields';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import type { FormBundle } from '../forms/bundle.ts';
import type { SubmissionRow } from '../submissions/queries.ts';

/** A sent submission's answers as label and value rows (INTERIM: replaced by the export's cells). */
export async function submissionRows(
  _tx: Tx,
  _deps: Pick<AppDeps, 'config'>,
  bundle: FormBundle,
  submission: SubmissionRow,
): Promise<Array<readonly [string, string]>> {
  const values = submission.values as Record<string, unknown>;
  return bundle.form.fields
    .filter((field) => !isLayoutFieldType(field.type))
    .map((field) => {
      const value = values[field.id];
      return [
        fieldReportLabel(field),
        typeof value === 'string' || typeof value === 'number' ? String(value) : '',
      ] as const;
    });
}
