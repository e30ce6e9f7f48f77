import { t } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import { type FeedbackState, feedbackText } from '@showdesk/domain/common/errors';

const colors: Record<Exclude<FeedbackState, 'idle'>, string> = {
  error: 'red',
  info: 'blue',
  success: 'brand',
  warning: 'yellow',
};

/**
 * Shows a feedback toast. Without a message it uses the spec's default text for the state
 * ('Your updates have been successfully saved', 'Something went wrong. Please try again later', ...).
 */
export function feedback(
  state: Exclude<FeedbackState, 'idle'>,
  message?: string,
  /** Names the toast: a later one of the same id takes its place, `clearFeedback` removes it. */
  { id }: { id?: string } = {},
) {
  if (id) notifications.hide(id);
  notifications.show({
    id,
    color: colors[state],
    title: state === 'error' ? t`Error` : undefined,
    message: message ?? feedbackText[state],
    autoClose: state === 'error' ? 8000 : 4000,
  });
}

/** Removes a named toast at once (e.g. a failed send's, once the next send has gone through). */
export function clearFeedback(id: string) {
  notifications.hide(id);
}
