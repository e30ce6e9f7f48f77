import { Trans } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RowMenu } from '../../../components/data-table/row-menu.tsx';

/** A submission's row actions: open it, edit it, delete it (asked first). */
export function SubmissionRowMenu({
  name,
  editPath,
  onDelete,
}: {
  name: string;
  editPath: string;
  onDelete: () => void;
}) {
  return (
    <RowMenu name={name}>
      <Menu.Item
        component={Link}
        to={`${editPath}?view=1`}
        leftSection={<IconEye size={16} aria-hidden />}
      >
        <Trans>Open</Trans>
      </Menu.Item>
      <Menu.Item component={Link} to={editPath} leftSection={<IconEdit size={16} aria-hidden />}>
        <Trans>Edit</Trans>
      </Menu.Item>
      <Menu.Item c="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
        <Trans>Delete</Trans>
      </Menu.Item>
    </RowMenu>
  );
}
