import { useLingui } from '@lingui/react/macro';
import { IconForms } from '@tabler/icons-react';
import { FormListFrame } from './form-list-frame.tsx';

/** /admin/forms (moderator+): the event's active forms. */
export function FormListPage() {
  const { t } = useLingui();
  return (
    <FormListFrame
      isArchived={false}
      description={t`Forms teams fill in: orders, registrations, declarations. Published forms show on members’ forms page.`}
      empty={{
        icon: <IconForms size={34} />,
        children: t`Build forms from text, choices, addresses, priced items, uploads and field groups, with logic that shows questions only when they apply.`,
      }}
    />
  );
}

/** /admin/forms/archived: archived forms, to bring back or delete. */
export function FormArchivedPage() {
  const { t } = useLingui();
  return (
    <FormListFrame
      isArchived
      description={t`Archived forms are hidden from members; their submissions are kept.`}
      empty={{
        children: t`Forms you archive wait here, out of members’ sight, until you unarchive them.`,
      }}
    />
  );
}
