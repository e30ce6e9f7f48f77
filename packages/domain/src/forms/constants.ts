import { calloutVariants } from '../content/content.ts';

/**
 * Constants and limits of forms. Those the spec gives (calls document, section 9) keep its
 * values; the others are ours, set so that one request stays small.
 */

/** "Repeater up to 4 cells": cell1 to cell4. */
export const repeaterMaxCells = 4;
export const repeaterCellKeys = ['cell1', 'cell2', 'cell3', 'cell4'] as const;
export type RepeaterCellKey = (typeof repeaterCellKeys)[number];

/** "Default loop max 1": a template field loops once unless the organiser raises maxLoops. */
export const defaultMaxLoops = 1;

/** Callout styles are the content callout's variants; "Default callout variant: default". */
export const calloutStyles = calloutVariants;
export type CalloutStyle = (typeof calloutStyles)[number];
export const defaultCalloutStyle: CalloutStyle = 'default';

/** "Upload size override default is 50MB": an upload field's maxFileSizeMB starts at 50. */
export const defaultMaxFileSizeMB = 50;

/** "Lock lifetime 5 minutes", refreshed on update. */
export const lockLifetimeMs = 5 * 60 * 1000;

/**
 * Money is held in integer minor units, hundredths of the currency ("Money two decimals"), so
 * 1250 is £12.50. Never floats: a sum of prices is exact.
 */
export const minorUnitsPerUnit = 100;

/** Our limits (not in the spec). */
export const formLimits = {
  fieldsPerForm: 300,
  fieldsPerGroup: 100,
  /** The largest maxLoops an organiser may set. */
  maxLoops: 50,
  optionsPerField: 200,
  itemsPerList: 200,
  filesPerField: 20,
  repeaterRows: 100,
  rulesPerEntry: 50,
  labelChars: 500,
  descriptionChars: 20_000,
  textChars: 1000,
  areaChars: 20_000,
  /** 10,000,000.00 in minor units. */
  maxPrice: 1_000_000_000,
  maxQuantity: 100_000,
  /** The largest size limit an upload field may set: the server's own upload limit. */
  maxFileSizeMB: 50,
} as const;
