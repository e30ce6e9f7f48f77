import type { IconName } from '@showdesk/domain/common/icons';
import {
  IconAddressBook,
  IconBell,
  IconBolt,
  IconBook,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCalendar,
  IconCalendarEvent,
  IconChecklist,
  IconClock,
  IconDownload,
  IconFileText,
  IconForms,
  IconHome,
  IconInfoCircle,
  IconListDetails,
  IconLock,
  IconMail,
  IconMapPin,
  IconParking,
  IconPhoto,
  IconPoint,
  IconSettings,
  IconSpeakerphone,
  IconStar,
  IconTool,
  IconTruck,
  IconUser,
  IconUsers,
  IconUsersGroup,
  IconWifi,
} from '@tabler/icons-react';

const icons = {
  home: IconHome,
  download: IconDownload,
  forms: IconForms,
  'building-store': IconBuildingStore,
  checklist: IconChecklist,
  calendar: IconCalendar,
  'calendar-event': IconCalendarEvent,
  bell: IconBell,
  'file-text': IconFileText,
  users: IconUsers,
  user: IconUser,
  lock: IconLock,
  settings: IconSettings,
  tool: IconTool,
  'info-circle': IconInfoCircle,
  'map-pin': IconMapPin,
  truck: IconTruck,
  clock: IconClock,
  star: IconStar,
  book: IconBook,
  speakerphone: IconSpeakerphone,
  wifi: IconWifi,
  parking: IconParking,
  bolt: IconBolt,
} as const satisfies Record<IconName, unknown>;

/** Icons of the organiser areas in the sidebar (navigation.ts): not offered for content pages. */
const organiserIcons = {
  photo: IconPhoto,
  'list-details': IconListDetails,
  'users-group': IconUsersGroup,
  'address-book': IconAddressBook,
  'building-warehouse': IconBuildingWarehouse,
  mail: IconMail,
} as const;

/** The names an icon can be chosen by (core pages, menu items, content pages). */
export const menuIconNames = Object.keys(icons);

/** The icon of a menu item or core page, by the name stored with it. */
export function MenuIcon({ name, size = 18 }: { name: string; size?: number }) {
  const Icon =
    icons[name as keyof typeof icons] ??
    organiserIcons[name as keyof typeof organiserIcons] ??
    IconPoint;
  return <Icon size={size} stroke={1.7} aria-hidden />;
}
