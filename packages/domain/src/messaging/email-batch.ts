/**
 * What a send to many recipients reports (spec, calls 7.3 sendEmailBatchWithTemplate: each
 * response item carries an ErrorCode and a Message, 0 meaning success, a failure reported as
 * '{code} - {message}'; section 8: 'Failed to send N emails' followed by 'Email i: code -
 * message' lines). The rest of the batch is sent whatever fails.
 */

/** One message of a batch that could not be delivered. */
export interface EmailFailure {
  /** Its place in the batch, from 1. */
  index: number;
  email: string;
  /** The SMTP reply code (e.g. 550) or the connection error's code (e.g. ECONNREFUSED). */
  code: string;
  message: string;
}

/** How a failed delivery attempt is recorded: '{code} - {message}'. */
export const deliveryErrorText = (code: string, message: string) => `${code} - ${message}`;

/** A recorded '{code} - {message}' read back; older records without a code get 'ERROR'. */
export function readDeliveryError(text: string): { code: string; message: string } {
  const match = /^(\S+) - ([\s\S]*)$/.exec(text);
  return match ? { code: match[1]!, message: match[2]! } : { code: 'ERROR', message: text };
}

export const emailFailureLine = (failure: EmailFailure) =>
  `Email ${failure.index}: ${deliveryErrorText(failure.code, failure.message)}`;

export const failedToSendText = (count: number) =>
  `Failed to send ${count} ${count === 1 ? 'email' : 'emails'}`;

/** The batch's report: null when every email went; else the count, then a line per failure. */
export function emailBatchReport(failures: readonly EmailFailure[]): string | null {
  if (failures.length === 0) return null;
  return [failedToSendText(failures.length), ...failures.map(emailFailureLine)].join('\n');
}
