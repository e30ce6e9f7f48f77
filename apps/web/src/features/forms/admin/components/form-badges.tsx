import { Badge, Group } from '@mantine/core';
import type { ListFilterProps } from '../../../../components/list-page.tsx';
import type { FormListItem } from '../api/forms-api.ts';

/** A form's states at a glance: published or draft, guest form, editable after sending. */
export function FormBadges({
  form,
}: {
  form: Pick<FormListItem, 'isPublished' | 'isPublic' | 'isEditable' | 'isArchived'>;
}) {
  return (
    <Group gap={4} wrap="wrap">
      {form.isArchived ? (
        <Badge size="sm" variant="outline" color="gray">
          Archived
        </Badge>
      ) : null}
      <PublishedBadge isPublished={form.isPublished} />
      {form.isPublic ? (
        <Badge size="sm" variant="light" color="blue">
          Guest form
        </Badge>
      ) : null}
      {form.isEditable ? (
        <Badge size="sm" variant="light" color="violet">
          Editable
        </Badge>
      ) : null}
    </Group>
  );
}

/** Published or draft: a form's or a field group's state. */
export function PublishedBadge({ isPublished }: { isPublished: boolean }) {
  return isPublished ? (
    <Badge size="sm" variant="light" color="green">
      Published
    </Badge>
  ) : (
    <Badge size="sm" variant="outline" color="gray">
      Draft
    </Badge>
  );
}

/** The forms' and field groups' lists filter: published or draft (`filter=isPublished:…`). */
export const publishedFilter: ListFilterProps = {
  name: 'isPublished',
  label: 'Published',
  placeholder: 'Published or draft',
  options: { true: 'Published', false: 'Draft' },
};
