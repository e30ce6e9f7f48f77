import { Badge } from '@mantine/core';
import { type EmailStatus, emailStatusLabels } from '@showdesk/domain/messaging/email-log';

const colours: Record<EmailStatus, string> = {
  pending: 'gray',
  sent: 'green',
  failed: 'orange',
  rejected: 'red',
  logged: 'blue',
};

/**
 * An email's status in words on a tint of its colour; the text stays near-black, as the tints'
 * own dark shades (green.9 on green's tint: 3.7:1) are too light for small bold text.
 */
export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  const colour = colours[status];
  return (
    <Badge variant="light" color={colour} c="dark.9" tt="none">
      {emailStatusLabels[status]}
    </Badge>
  );
}
