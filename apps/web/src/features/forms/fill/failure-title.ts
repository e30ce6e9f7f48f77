import { t } from '@lingui/core/macro';
import { formMessages } from '@showdesk/domain/forms/messages';
import { isMessage } from '../../../i18n/i18n.ts';
import { errorMessage } from '../../../lib/field-errors.ts';

/**
 * The title a refused send shows a person: the API's "Invalid Submission data" is for
 * developers; the reasons listed beneath it say what to change.
 */
export function sendFailureTitle(error: unknown): string | undefined {
  const message = errorMessage(error);
  return isMessage(message, formMessages.invalidSubmission) ||
    isMessage(message, formMessages.invalidSubmissionAfterUpload)
    ? t`Some answers need a look`
    : undefined;
}
