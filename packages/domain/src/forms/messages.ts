import { uploadMessages } from '../platform/uploads.ts';

/** Messages from the spec's error catalogue for forms (calls document, section 8). */
export const formMessages = {
  invalidForm: 'Invalid form',
  invalidFirstField: 'Invalid first field',
  invalidField: 'Invalid field',
  invalidFields: 'Invalid fields',
  invalidFieldsData: 'Invalid fields data',
  invalidNewFields: 'Invalid new fields',
  invalidUpdatedFields: 'Invalid updated fields',
  invalidUpdate: 'Invalid update',
  invalidFieldGroup: 'Invalid field group',
  invalidSubmission: 'Invalid Submission data',
  invalidSubmissionAfterUpload: 'Invalid submission data after upload',
  formNotPublic: 'Form is not public',
  invalidIdsToRemove: 'Invalid ids to remove',
  invalidStatus: 'Invalid status',
  invalidConfirmation: 'Invalid confirmation',
  invalidConfirmationData: 'Invalid confirmation data',
  invalidNotifications: 'Invalid notifications',
  invalidFormNotification: 'Invalid form notification data',
  invalidWebhook: 'Invalid webhook',
  formNotFound: 'Form not found',
  fieldGroupNotFound: 'Field group not found',
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
  required: (label: string) => `${label} is required`,
  unknownField: 'This form has no such field',
  noValue: 'This field takes no value',
  enterText: 'Enter text',
  enterNumber: 'Enter a number',
  atLeast: (min: number) => `Enter a number of at least ${min}`,
  atMost: (max: number) => `Enter a number of at most ${max}`,
  between: (min: number, max: number) => `Must be between ${min} and ${max}`,
  notAnOption: 'Choose one of the options',
  chooseOne: 'Choose one option',
  chooseAtLeast: (min: number) => `Choose at least ${min}`,
  chooseAtMost: (max: number) => `Choose at most ${max}`,
  duplicateChoice: 'Choose each option once',
  tickToAgree: 'Tick the box to agree',
  rowsAtLeast: (min: number) => `Add at least ${min} rows`,
  rowsAtMost: (max: number) => `Add at most ${max} rows`,
  oneFile: 'Upload one file',
  filesAtMost: (max: number) => `Upload at most ${max} files`,
  fileNotUploaded: 'Upload the file again',
  fileType: (classes: readonly string[]) => `Upload a file of type: ${classes.join(', ')}`,
  fileTooLarge: uploadMessages.tooLarge,
  unknownItem: 'This item is not on the list',
  duplicateItem: 'List each item once',
  forgedPrice: 'The price of this item has changed. Reload the form',
  forgedTotal: 'The total does not match the items chosen',
  totalTooLarge: 'The total is too large',
  loopCount: (max: number) => `Add between 1 and ${max}`,
  loopValues: 'Send one set of values per loop',
} as const;
