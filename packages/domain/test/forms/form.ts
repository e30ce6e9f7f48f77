import {
  dropdown,
  entry,
  field,
  formOf,
  groupOf,
  rule,
  templateField,
  textField,
} from './builders.ts';

/**
 * A form with one field of every input type and some layout, a dropdown that shows a field
 * only on "Yes", an item list and a grand total, and a looping field group (up to 3) with an
 * item list of its own; and a complete, valid submission of it.
 */

/** The order item list the test forms share: chairs at 12.50 and tables at 40.00. */
export const orderField = field({
  id: 'order',
  type: 'itemList',
  label: 'Order',
  items: [
    { itemId: 'chair', label: 'Chair', price: 1250 },
    { itemId: 'table', label: 'Table', price: 4000 },
  ],
});

export const fields = [
  textField('name', { isRequired: true }),
  field({ id: 'email', type: 'email', label: 'Email' }),
  field({ id: 'tel', type: 'tel', label: 'Phone' }),
  field({ id: 'site', type: 'url', label: 'Website' }),
  field({ id: 'notes', type: 'area', label: 'Notes' }),
  field({ id: 'day', type: 'date', label: 'Day' }),
  field({ id: 'staff', type: 'number', label: 'Staff', min: 1, max: 20 }),
  field({
    id: 'extras',
    type: 'checkbox',
    label: 'Extras',
    isMulti: true,
    min: 1,
    max: 2,
    options: ['wifi', 'water', 'power'].map((v) => ({ label: v, value: v })),
  }),
  dropdown('needsPower', ['Yes', 'No']),
  field({ id: 'watts', type: 'number', label: 'Watts', isRequired: true }),
  field({ id: 'where', type: 'address', label: 'Address', isRequired: true }),
  field({ id: 'who', type: 'fullName', label: 'Name', isRequired: true }),
  field({
    id: 'crew',
    type: 'repeater',
    label: 'Crew',
    cellSchema: { cell1: { label: 'Name' }, cell2: { label: 'Email', type: 'email' } },
    max: 2,
  }),
  field({ id: 'logo', type: 'upload', label: 'Logo', accept: ['image'], isRequired: true }),
  field({ id: 'terms', type: 'disclaimer', label: 'Terms' }),
  orderField,
  field({ id: 'total', type: 'grandTotal', label: 'Total' }),
  templateField('contacts', 'g', { isLooping: true, maxLoops: 3 }),
  field({ id: 'page2', type: 'newPage' }),
  field({ id: 'intro', type: 'customText', description: '<p>Hi</p>' }),
  // The group's fields.
  textField('contactName', { isRequired: true }),
  field({
    id: 'badges',
    type: 'itemList',
    label: 'Badges',
    items: [{ itemId: 'badge', label: 'Badge', price: 500 }],
  }),
];
export const group = groupOf('g', ['contactName', 'badges']);
export const form = formOf(
  fields.filter((f) => f.id !== 'contactName' && f.id !== 'badges').map((f) => f.id),
  { needsPower: entry('watts', [rule('needsPower', 'Yes')]) },
);

export const logo = {
  fileId: 'file1',
  name: 'logo.png',
  url: '/files/file1',
  size: 2000,
  type: 'image/png',
};
export const valid = {
  name: '  Acme Stands ',
  email: 'hello@acme.test',
  tel: '+44 20 7946 0000',
  site: 'https://acme.test',
  notes: 'Corner stand',
  day: '2027-03-01',
  staff: 4,
  extras: ['wifi'],
  needsPower: 'Yes',
  watts: 3000,
  where: { addressLine1: '1 High St', city: 'Leeds', country: 'UK', postcode: 'ls1 1aa' },
  who: { firstName: 'Ada', surname: 'Lovelace' },
  crew: [{ cell1: 'Bob', cell2: 'bob@acme.test' }, { cell1: '' }],
  logo: [logo],
  terms: true,
  order: [
    { itemId: 'chair', price: 1250, quantity: 4 },
    { itemId: 'table', price: 4000, quantity: 0 },
  ],
  total: 6000,
  contacts: {
    loopCount: 2,
    templateValues: [
      { contactName: 'Eve', badges: [{ itemId: 'badge', price: 500, quantity: 2 }] },
      { contactName: 'Mal' },
    ],
  },
};
