import { t } from '@lingui/core/macro';
import type { z } from 'zod';
import { said } from '../i18n/i18n.ts';
import { ApiError } from './api-client.ts';

export type FieldErrors = Record<string, string>;

/** The first message per field of a failed zod parse, keyed by the field's path. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    if (!(key in errors)) errors[key] = said(issue.message);
  }
  return errors;
}

/** Field messages of an API validation error (details: [{ path, message }]). */
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const errors: FieldErrors = {};
  for (const detail of error.details as Array<{ path?: string; message?: string }>) {
    // Body fields come back as 'body.navBgColor'; forms name them 'navBgColor'.
    const path = detail.path?.replace(/^body\./, '');
    if (path && detail.message && !(path in errors)) errors[path] = detail.message;
  }
  return errors;
}

/** The message to show for a failed call. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : t`Something went wrong. Please try again later`;
}

/**
 * The messages an error carries besides its main one, e.g. why an upload was refused
 * ('Invalid fileasset' → 'This type of file is not supported. Upload one of: …').
 */
export function errorDetailMessages(error: unknown): string[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  const found = (error.details as Array<{ message?: unknown }>)
    .map((detail) => detail?.message)
    .filter((message): message is string => typeof message === 'string' && message !== '');
  return [...new Set(found)].filter((message) => message !== error.message);
}
