import { t } from '@lingui/core/macro';
import type { TranslatableKind } from '@showdesk/domain/platform/translations';

/** A kind of translatable record in the reader's language: one, and many (read when called). */
export function kindLabels(): Record<TranslatableKind, { one: string; many: string }> {
  return {
    content: { one: t`Content page`, many: t`Content pages` },
    downloads: { one: t`Download`, many: t`Downloads` },
    forms: { one: t`Form`, many: t`Forms` },
    'field-groups': { one: t`Field group`, many: t`Field groups` },
    tasks: { one: t`Task`, many: t`Tasks` },
    'task-groups': { one: t`Task group`, many: t`Task groups` },
    suppliers: { one: t`Supplier`, many: t`Suppliers` },
    'supplier-groups': { one: t`Supplier group`, many: t`Supplier groups` },
    notifications: { one: t`Notification`, many: t`Notifications` },
    'email-templates': { one: t`Email template`, many: t`Email templates` },
    'card-layouts': { one: t`Card layout`, many: t`Card layouts` },
    settings: { one: t`Setting`, many: t`Settings` },
  };
}

/**
 * A record's title as the overview and the editor show it: the record's own, but for the
 * settings documents, which are named in the reader's language.
 */
export function recordTitle(kind: TranslatableKind, recordId: string, title: string): string {
  if (kind !== 'settings') return title;
  if (recordId === 'terminology') return t`Terminology`;
  if (recordId === 'onboarding') return t`Onboarding`;
  if (recordId === 'tips') return t`Tips and tricks`;
  return title;
}

/** Each kind's own page, where its record is written (in the default language). */
export const recordPages: Record<TranslatableKind, (id: string) => string> = {
  content: (id) => `/admin/content/${encodeURIComponent(id)}`,
  downloads: (id) => `/admin/downloads/${encodeURIComponent(id)}`,
  forms: (id) => `/admin/forms/${encodeURIComponent(id)}`,
  'field-groups': (id) => `/admin/field-groups/${encodeURIComponent(id)}`,
  tasks: (id) => `/admin/tasks/${encodeURIComponent(id)}`,
  'task-groups': (id) => `/admin/task-groups/${encodeURIComponent(id)}`,
  suppliers: (id) => `/admin/suppliers/${encodeURIComponent(id)}`,
  'supplier-groups': (id) => `/admin/supplier-groups/${encodeURIComponent(id)}`,
  notifications: (id) => `/admin/notifications/${encodeURIComponent(id)}`,
  'email-templates': (id) => `/admin/email-templates/${encodeURIComponent(id)}`,
  // Every layout is edited on the one page.
  'card-layouts': () => '/admin/card-layouts',
  // The terminology is set on the sidebar's page, and a tip beside the page it helps with.
  settings: (id) =>
    id === 'terminology'
      ? '/admin/settings/sidebar'
      : id === 'tips'
        ? '/'
        : `/admin/settings/${id}`,
};
