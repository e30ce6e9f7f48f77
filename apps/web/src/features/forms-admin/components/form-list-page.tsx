import { Button } from '@mantine/core';
import { IconArchive, IconArrowLeft, IconForms } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formPaths } from '../paths.ts';
import { FormListFrame } from './form-list-frame.tsx';

/** /admin/forms (moderator+): the event's active forms. */
export function FormListPage() {
  return (
    <FormListFrame
      isArchived={false}
      title="Forms"
      description="Forms teams fill in: orders, registrations, declarations. Published forms show on members’ forms page."
      actions={
        <Button
          component={Link}
          to={formPaths.archived}
          variant="default"
          leftSection={<IconArchive size={16} aria-hidden />}
        >
          Archived
        </Button>
      }
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
        <Button
          component={Link}
          to={formPaths.list}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to forms
        </Button>
      }
      empty={{
        icon: <IconArchive size={34} />,
        title: 'No archived forms',
        children: 'Forms you archive wait here, out of members’ sight, until you unarchive them.',
      }}
    />
  );
}
