import { notifications } from '@mantine/notifications';
import { type FeedbackState, feedbackText } from '@showdesk/domain/errors';

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
export function feedback(state: Exclude<FeedbackState, 'idle'>, message?: string) {
  notifications.show({
    color: colors[state],
    title: state === 'error' ? 'Error' : undefined,
    message: message ?? feedbackText[state],
    autoClose: state === 'error' ? 8000 : 4000,
  });
}
