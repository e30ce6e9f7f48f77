import { describe, expect, it } from 'vitest';
import { field, textField } from '../../test/forms/builders.ts';
import { fields, valid } from '../../test/forms/form.ts';
import {
  type ExportColumnOptions,
  type ExportedSubmission,
  fieldPrefix,
  isFormulaLike,
  submissionExportCells,
  submissionExportColumns,
  submissionExportHeadingRow,
} from './submission-export.ts';

const formFields = fields.filter((f) => f.id !== 'contactName' && f.id !== 'badges');
const groupFields = fields.filter((f) => f.id === 'contactName' || f.id === 'badges');
const options: ExportColumnOptions = {
  currencyId: 'GBP',
  fieldGroups: new Map([['g', { title: 'Contacts', fields: groupFields }]]),
};

const sender: ExportedSubmission = {
  values: valid,
  isGuest: false,
  createdAt: '2027-07-01T09:00:00.000Z',
  submittedAt: '2027-07-05T23:30:00.000Z',
  submittedBy: 'Ada Lovelace',
  teamName: 'Acme Stands',
  isTeamOwner: true,
  standShare: null,
};

/** The export's cells of a submission by heading. */
/** Money as the export writes it: a number in the currency's format, and its text. */
const gbp = (amount: number) => ({
  amount,
  currency: 'GBP',
  text: `£${amount.toFixed(2)}`,
});

function rowOf(submission: ExportedSubmission, columnOptions = options, of = formFields) {
  const columns = submissionExportColumns(of, columnOptions);
  const headings = submissionExportHeadingRow(columns);
  const cells = submissionExportCells(columns, submission);
  expect(cells).toHaveLength(headings.length);
  return Object.fromEntries(headings.map((heading, index) => [heading, cells[index]]));
}

describe('submission export (calls document, 7.6)', () => {
  it("heads the rows Submitted By, Submitted At, User's Team, then numbered fields", () => {
    const headings = submissionExportHeadingRow(submissionExportColumns(formFields, options));
    expect(headings.slice(0, 6)).toEqual([
      'Submitted By',
      'Submitted At',
      "User's Team",
      'Parent Team',
      'Team Role',
      '01 Label name',
    ]);
    expect(headings).toContain('02 Email');
    // Layout fields (a new page, custom text) have no column and take no number.
    expect(headings.some((h) => h.includes('page2') || h.includes('intro'))).toBe(false);
    expect(headings.at(-1)).toBe('18 Contacts 3 · Badges · Total');
  });

  it('numbers fields with a two-digit prefix', () => {
    expect([0, 8, 9, 98, 99].map(fieldPrefix)).toEqual(['01', '09', '10', '99', '100']);
  });

  it('heads a field by its reportLabel when it has one', () => {
    const columns = submissionExportColumns(
      [textField('a', { label: 'Company name', reportLabel: 'Company' }), textField('b')],
      options,
    );
    expect(columns.map((c) => c.heading)).toEqual(['01 Company', '02 Label b']);
  });

  it('writes who sent it, when (en-GB, UK time) and their role in the team', () => {
    const row = rowOf(sender);
    expect(row['Submitted By']).toBe('Ada Lovelace');
    // A real date in the spreadsheet, written as en-GB text where text is needed.
    // When it was sent, not when its draft was started.
    expect(row['Submitted At']).toEqual({ dateTime: '2027-07-06T00:30', text: '06/07/2027 00:30' });
    expect(row["User's Team"]).toBe('Acme Stands');
    expect(row['Parent Team']).toBe('');
    expect(row['Team Role']).toBe('Team Owner');
    expect(rowOf({ ...sender, isTeamOwner: false })['Team Role']).toBe('Team Member');
  });

  it("shows a guest's submission as 'Guest submission'", () => {
    const row = rowOf({
      ...sender,
      isGuest: true,
      submittedBy: null,
      teamName: null,
      isTeamOwner: null,
    });
    expect(row['Submitted By']).toBe('Guest submission');
    expect(row["User's Team"]).toBe('Guest submission');
    expect(row['Team Role']).toBe('');
  });

  it("names a stand share's parent, or 'Unknown Parent Team' when it is gone", () => {
    expect(rowOf({ ...sender, standShare: { parentName: 'Big Co' } })['Parent Team']).toBe(
      'Big Co',
    );
    expect(rowOf({ ...sender, standShare: { parentName: null } })['Parent Team']).toBe(
      'Unknown Parent Team',
    );
  });

  it('formats every kind of value', () => {
    const row = rowOf(sender);
    expect(row['01 Label name']).toBe('  Acme Stands ');
    expect(row['03 Phone']).toBe('+44 20 7946 0000');
    expect(row['06 Day']).toEqual({ date: '2027-03-01', text: '01/03/2027' });
    expect(row['07 Staff']).toBe(4);
    expect(row['08 Extras']).toBe('wifi');
    expect(row['09 Label needsPower']).toBe('Yes');
    // Address and name: a column per part the field shows; the postcode upper-cased.
    expect(row['11 Address · Address line 1']).toBe('1 High St');
    expect(row['11 Address · Postcode']).toBe('LS1 1AA');
    expect(row['11 Address · Address line 2']).toBe('');
    expect(row['12 Name · First name']).toBe('Ada');
    expect(row['12 Name · Surname']).toBe('Lovelace');
    expect(Object.keys(row)).not.toContain('12 Name · Title');
    expect(row['13 Crew']).toBe('Name: Bob, Email: bob@acme.test');
    expect(row['14 Logo']).toBe('logo.png');
    expect(row['15 Terms']).toBe('Agreed to disclaimer');
    // Item lists: quantity and line total per item, then the total; money a number in £.
    expect(row['16 Order · Chair · Quantity']).toBe(4);
    expect(row['16 Order · Chair · Line Total']).toEqual(gbp(50));
    expect(row['16 Order · Table · Quantity']).toBe(0);
    expect(row['16 Order · Table · Line Total']).toBe('');
    expect(row['16 Order · Total']).toEqual(gbp(50));
    expect(row['17 Total']).toEqual(gbp(60));
    // A looped group: its fields once per loop, titled as the form titles the loops (the
    // group's title and the number), loops not filled in empty.
    expect(row['18 Contacts 1 · Label contactName']).toBe('Eve');
    expect(row['18 Contacts 1 · Badges · Badge · Line Total']).toEqual(gbp(10));
    expect(row['18 Contacts 2 · Label contactName']).toBe('Mal');
    expect(row['18 Contacts 3 · Label contactName']).toBe('');
  });

  it("writes 'Did not agree to disclaimer' for an unticked or missing disclaimer", () => {
    expect(rowOf({ ...sender, values: { ...valid, terms: false } })['15 Terms']).toBe(
      'Did not agree to disclaimer',
    );
    expect(rowOf({ ...sender, values: {} })['15 Terms']).toBe('Did not agree to disclaimer');
  });

  it('shows money in the event currency', () => {
    expect(rowOf(sender, { ...options, currencyId: 'EUR' })['17 Total']).toEqual({
      amount: 60,
      currency: 'EUR',
      text: '€60.00',
    });
  });

  it('leaves empty cells for values a submission does not have', () => {
    const row = rowOf({ ...sender, values: {} });
    expect(row['01 Label name']).toBe('');
    expect(row['07 Staff']).toBe('');
    expect(row['16 Order · Total']).toBe('');
    expect(row['17 Total']).toBe('');
  });

  it('joins the options a multiple choice holds, by their labels', () => {
    const choice = field({
      id: 'c',
      type: 'checkbox',
      label: 'Power',
      isMulti: true,
      options: [
        { label: 'Wi-Fi', value: 'wifi' },
        { label: 'Water', value: 'water' },
      ],
    });
    expect(
      rowOf({ ...sender, values: { c: ['wifi', 'water'] } }, options, [choice])['01 Power'],
    ).toBe('Wi-Fi, Water');
  });

  it('adds file links when the address of the app is known', () => {
    const row = rowOf(sender, { ...options, origin: 'https://show.test/' });
    expect(row['14 Logo · Links']).toBe('https://show.test/files/file1');
  });

  it('names one loop of a group that does not loop without a loop number', () => {
    const template = field({ id: 't', type: 'template', label: 'Contact', fieldGroupId: 'g' });
    const columns = submissionExportColumns([template], options);
    expect(columns.map((c) => c.heading)).toContain('01 Contact · Label contactName');
  });

  it('knows which cells a spreadsheet would run as formulas', () => {
    for (const cell of ['=1+1', '+44 20', '-2', '@SUM(A1)']) expect(isFormulaLike(cell)).toBe(true);
    for (const cell of ['Acme', '', -2, 3]) expect(isFormulaLike(cell)).toBe(false);
  });
});
