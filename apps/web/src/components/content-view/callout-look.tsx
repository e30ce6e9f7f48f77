import { t } from '@lingui/core/macro';
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
  // Each name is read when shown (a getter), in the language the app speaks then.
  default: {
    color: 'gray',
    icon: IconSpeakerphone,
    get label() {
      return t`Default`;
    },
  },
  info: {
    color: 'blue',
    icon: IconInfoCircle,
    get label() {
      return t`Info`;
    },
  },
  success: {
    color: 'green',
    icon: IconCircleCheck,
    get label() {
      return t`Success`;
    },
  },
  warning: {
    color: 'yellow',
    icon: IconAlertTriangle,
    get label() {
      return t`Warning`;
    },
  },
  danger: {
    color: 'red',
    icon: IconAlertOctagon,
    get label() {
      return t`Danger`;
    },
  },
};
