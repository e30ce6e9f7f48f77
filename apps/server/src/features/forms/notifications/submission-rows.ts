import { submissionExportColumns } from '@showdesk/domain/forms/submission-export';
import { exportCellText, type Say } from '@showdesk/domain/reports/exports';
import type { FormBundle } from '../bundle.ts';

/**
 * A sent submission's answers as label and value rows, built as the spreadsheet export builds
 * its columns (calls 7.6: report rows serve email and export alike: numbered labels, en-GB
 * dates, money with its symbol, parts and loops as rows of their own); unanswered ones left out.
 * `say` says the rows' own words (Quantity, Total, Agreed to disclaimer…) in the email's
 * language (lib/spreadsheet-export.ts `exportSay`); English without.
 */
export function submissionRows(
  bundle: FormBundle,
  values: Record<string, unknown>,
  options: { currencyId: string; origin: string; say?: Say },
): Array<readonly [string, string]> {
  const columns = submissionExportColumns(bundle.form.fields, {
    currencyId: options.currencyId,
    fieldGroups: new Map(bundle.fieldGroups.map((group) => [group.id, group])),
    origin: options.origin,
    say: options.say,
  });
  return columns.flatMap((column) => {
    const cell = exportCellText(column.cell(values));
    return cell === '' ? [] : [[column.heading, cell] as const];
  });
}
