import { IconArchive, IconForms } from '@tabler/icons-react';
import { HeaderLink } from '../../../../components/list-page.tsx';
import { formPaths } from '../paths.ts';
import { FormListFrame } from './form-list-frame.tsx';

/** /admin/forms (moderator+): the event's active forms. */
export function FormListPage() {
  return (
    <FormListFrame
      isArchived={false}
      title="Forms"
      description="Forms teams fill in: orders, registrations, declarations. Published forms show on members’ forms page."
      actions={<HeaderLink to={formPaths.archived}>Archived</HeaderLink>}
      empty={{
        icon: <IconForms size={34} />,
        title: 'No forms yet',
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
      title="Archived forms"
      description="Archived forms are hidden from members; their submissions are kept."
      actions={
        <HeaderLink to={formPaths.list} back>
          Back to forms
        </HeaderLink>
      }
      empty={{
        icon: <IconArchive size={34} />,
        title: 'No archived forms',
        children: 'Forms you archive wait here, out of members’ sight, until you unarchive them.',
      }}
    />
  );
}
