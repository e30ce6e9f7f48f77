import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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
          <Trans>Archived</Trans>
        </Badge>
      ) : null}
      <PublishedBadge isPublished={form.isPublished} />
      {form.isPublic ? (
        <Badge size="sm" variant="light" color="blue">
          <Trans>Guest form</Trans>
        </Badge>
      ) : null}
      {form.isEditable ? (
        <Badge size="sm" variant="light" color="violet">
          <Trans>Editable</Trans>
        </Badge>
      ) : null}
    </Group>
  );
}

/** Published or draft: a form's or a field group's state. */
export function PublishedBadge({ isPublished }: { isPublished: boolean }) {
  return isPublished ? (
    <Badge size="sm" variant="light" color="green">
      <Trans>Published</Trans>
    </Badge>
  ) : (
    <Badge size="sm" variant="outline" color="gray">
      <Trans>Draft</Trans>
    </Badge>
  );
}

/** The forms' and field groups' lists filter: published or draft (`filter=isPublished:…`). */
export const publishedFilter = (): ListFilterProps => ({
  name: 'isPublished',
  label: t`Published`,
  placeholder: t`Published or draft`,
  options: { true: t`Published`, false: t`Draft` },
});
