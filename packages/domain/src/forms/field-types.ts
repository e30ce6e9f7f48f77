/**
 * The form builder's field types (spec section 3, Form fields; calls document, section 3).
 */

/** The 17 input field types: each collects a value in a submission. */
export const inputFieldTypes = [
  'text',
  'email',
  'number',
  'tel',
  'url',
  'area',
  'date',
  'checkbox',
  'dropdown',
  'address',
  'fullName',
  'itemList',
  'grandTotal',
  'disclaimer',
  'repeater',
  'upload',
  'template',
] as const;
export type InputFieldType = (typeof inputFieldTypes)[number];

/** The 4 layout-only types: shown on the form, never hold a value. */
export const layoutFieldTypes = ['customText', 'section', 'newPage', 'callout'] as const;
export type LayoutFieldType = (typeof layoutFieldTypes)[number];

export const formFieldTypes = [...inputFieldTypes, ...layoutFieldTypes] as const;
export type FormFieldType = (typeof formFieldTypes)[number];

/** How each type is named in the builder's palette (text kinds: calls document, section 3). */
export const formFieldTypeLabels: Record<FormFieldType, string> = {
  text: 'Short Text',
  email: 'Email',
  number: 'Number',
  tel: 'Phone Number',
  url: 'Website',
  area: 'Long Text',
  date: 'Date',
  checkbox: 'Checkboxes',
  dropdown: 'Dropdown',
  address: 'Address',
  fullName: 'Full Name',
  itemList: 'Item List',
  grandTotal: 'Grand Total',
  disclaimer: 'Disclaimer',
  repeater: 'Repeater',
  upload: 'File Upload',
  template: 'Field Group',
  customText: 'Custom Text',
  section: 'Section',
  newPage: 'New Page',
  callout: 'Callout',
};

const layoutTypes: ReadonlySet<string> = new Set(layoutFieldTypes);
export const isLayoutFieldType = (type: FormFieldType): type is LayoutFieldType =>
  layoutTypes.has(type);

/**
 * Types a field group cannot hold. A template inside a group would nest groups in groups (and
 * could place a group inside itself); a grand total inside a loop would have no clear sum. The
 * spec greys template fields out of "some pick lists"; we refuse both when a group is saved.
 */
export const typesNotInFieldGroups = ['template', 'grandTotal'] as const;

/** The text-like types a repeater cell may be (calls document, section 3, repeater). */
export const repeaterCellTypes = ['text', 'email', 'tel', 'url', 'number', 'date'] as const;
export type RepeaterCellType = (typeof repeaterCellTypes)[number];
