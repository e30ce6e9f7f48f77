import { say } from '../common/say.ts';
import { uploadMessages } from '../platform/uploads.ts';

/** Messages from the spec's error catalogue for forms (calls document, section 8). */
export const formMessages = {
  invalidForm: /*i18n*/ 'Invalid form',
  invalidFirstField: /*i18n*/ 'Invalid first field',
  invalidField: /*i18n*/ 'Invalid field',
  invalidFields: /*i18n*/ 'Invalid fields',
  invalidFieldsData: /*i18n*/ 'Invalid fields data',
  invalidNewFields: /*i18n*/ 'Invalid new fields',
  invalidUpdatedFields: /*i18n*/ 'Invalid updated fields',
  invalidUpdate: /*i18n*/ 'Invalid update',
  invalidFieldGroup: /*i18n*/ 'Invalid field group',
  invalidSubmission: /*i18n*/ 'Invalid Submission data',
  invalidSubmissionAfterUpload: /*i18n*/ 'Invalid submission data after upload',
  formNotPublic: /*i18n*/ 'Form is not public',
  invalidIdsToRemove: /*i18n*/ 'Invalid ids to remove',
  invalidStatus: /*i18n*/ 'Invalid status',
  invalidConfirmation: /*i18n*/ 'Invalid confirmation',
  invalidConfirmationData: /*i18n*/ 'Invalid confirmation data',
  invalidNotifications: /*i18n*/ 'Invalid notifications',
  invalidFormNotification: /*i18n*/ 'Invalid form notification data',
  invalidWebhook: /*i18n*/ 'Invalid webhook',
  formNotFound: /*i18n*/ 'Form not found',
  fieldGroupNotFound: /*i18n*/ 'Field group not found',
} as const;

/** What an organiser is told when someone else's work stands in the way of theirs. */
export const editingMessages = {
  /** A save on top of a newer one (`expectedUpdatedAt` is stale). */
  changedBy: (name: string, what: 'form' | 'field group', at: string) =>
    `${name} changed this ${what} at ${at}. Reload to see their changes.`,
  /** Someone else holds the record's lock. */
  isEditing: (name: string, what: string) => `${name} is editing this ${what}`,
  /** A field group a template field still places. */
  groupInUse: (count: number) =>
    `This field group is used by ${count} ${count === 1 ? 'form' : 'forms'}`,
  /** A person the event no longer knows. */
  someone: 'Someone',
} as const;

/** The per-field details under those messages (`details: [{ path, message }]`). */
export const fieldMessages = {
  required: (label: string) => say(/*i18n*/ '{label} is required', { label }),
  unknownField: /*i18n*/ 'This form has no such field',
  noValue: /*i18n*/ 'This field takes no value',
  enterText: /*i18n*/ 'Enter text',
  enterNumber: /*i18n*/ 'Enter a number',
  atLeast: (min: number) => say(/*i18n*/ 'Enter a number of at least {min}', { min }),
  atMost: (max: number) => say(/*i18n*/ 'Enter a number of at most {max}', { max }),
  between: (min: number, max: number) =>
    say(/*i18n*/ 'Must be between {min} and {max}', { min, max }),
  notAnOption: /*i18n*/ 'Choose one of the options',
  chooseOne: /*i18n*/ 'Choose one option',
  chooseAtLeast: (min: number) => say(/*i18n*/ 'Choose at least {min}', { min }),
  chooseAtMost: (max: number) => say(/*i18n*/ 'Choose at most {max}', { max }),
  duplicateChoice: /*i18n*/ 'Choose each option once',
  tickToAgree: /*i18n*/ 'Tick the box to agree',
  rowsAtLeast: (min: number) => say(/*i18n*/ 'Add at least {min} rows', { min }),
  rowsAtMost: (max: number) => say(/*i18n*/ 'Add at most {max} rows', { max }),
  oneFile: /*i18n*/ 'Upload one file',
  filesAtMost: (max: number) => say(/*i18n*/ 'Upload at most {max} files', { max }),
  fileNotUploaded: /*i18n*/ 'Upload the file again',
  fileType: (classes: readonly string[]) =>
    say(/*i18n*/ 'Upload a file of type: {types}', { types: classes.join(', ') }),
  fileTooLarge: uploadMessages.tooLarge,
  unknownItem: /*i18n*/ 'This item is not on the list',
  duplicateItem: /*i18n*/ 'List each item once',
  forgedPrice: /*i18n*/ 'The price of this item has changed. Reload the form',
  forgedTotal: /*i18n*/ 'The total does not match the items chosen',
  totalTooLarge: /*i18n*/ 'The total is too large',
  loopCount: (max: number) => say(/*i18n*/ 'Add between 1 and {max}', { max }),
  loopValues: /*i18n*/ 'Send one set of values per loop',
} as const;
