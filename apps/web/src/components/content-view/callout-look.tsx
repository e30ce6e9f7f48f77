import type { calloutVariants } from '@showdesk/domain/content/content';
import {
  IconAlertOctagon,
  IconAlertTriangle,
  IconCircleCheck,
  IconInfoCircle,
  IconSpeakerphone,
} from '@tabler/icons-react';

/** How each callout variant looks: its colour, icon and name. */
export const calloutLook: Record<
  (typeof calloutVariants)[number],
  { color: string; icon: typeof IconInfoCircle; label: string }
> = {
  default: { color: 'gray', icon: IconSpeakerphone, label: 'Default' },
  info: { color: 'blue', icon: IconInfoCircle, label: 'Info' },
  success: { color: 'green', icon: IconCircleCheck, label: 'Success' },
  warning: { color: 'yellow', icon: IconAlertTriangle, label: 'Warning' },
  danger: { color: 'red', icon: IconAlertOctagon, label: 'Danger' },
};
