/**
 * The fixed list of icons a menu item, core page or content page is drawn with (spec section 3,
 * Content page: "icon (from a fixed icon list)"). The web app maps each name to its drawing.
 */
export const iconNames = [
  'home',
  'download',
  'forms',
  'building-store',
  'checklist',
  'calendar',
  'calendar-event',
  'bell',
  'file-text',
  'users',
  'user',
  'lock',
  'settings',
  'tool',
  'info-circle',
  'map-pin',
  'truck',
  'clock',
  'star',
  'book',
  'speakerphone',
  'wifi',
  'parking',
  'bolt',
] as const;
export type IconName = (typeof iconNames)[number];
