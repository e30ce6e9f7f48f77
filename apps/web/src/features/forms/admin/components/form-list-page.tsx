import { IconForms } from '@tabler/icons-react';
import { FormListFrame } from './form-list-frame.tsx';

/** /admin/forms (moderator+): the event's active forms. */
export function FormListPage() {
  return (
    <FormListFrame
      isArchived={false}
      description="Forms teams fill in: orders, registrations, declarations. Published forms show on members’ forms page."
      empty={{
        icon: <IconForms size={34} />,
        children:
          'Build forms from text, choices, addresses, priced items, uploads and field groups, with logic that shows questions only when they apply.',
      }}
    />
  );
}

/** /admin/forms/archived: archived forms, to bring back or delete. */
export function FormArchivedPage() {
  return (
    <FormListFrame
      isArchived
      description="Archived forms are hidden from members; their submissions are kept."
      empty={{
        children: 'Forms you archive wait here, out of members’ sight, until you unarchive them.',
      }}
    />
  );
}
