import { Button, Group, Menu, TextInput } from '@mantine/core';
import { emailSchema } from '@showdesk/domain/people/users';
import { type PlatformAdmin, platformAdminSorts } from '@showdesk/domain/platform/platform';
import { IconArrowLeft, IconShieldLock, IconShieldOff, IconUserPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { TableColumn } from '../../../components/data-table/data-table.tsx';
import { actionsColumn } from '../../../components/data-table/row-menu.tsx';
import { HeaderLink, PagedListPage } from '../../../components/list-page.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { errorMessage } from '../../../lib/field-errors.ts';
import {
  useGrantPlatformAdmin,
  usePlatformAdminPage,
  useRevokePlatformAdmin,
} from '../api/platform-api.ts';
import { platformPaths } from '../paths.ts';

/**
 * /admin/platform/admins: who may run the installation (eventflowAdmin). Grant it by email to
 * someone who belongs to an event; revoke it (they stay an admin of their events). The last
 * platform admin cannot be revoked.
 */
export function PlatformAdminListPage() {
  const revoke = useRevokePlatformAdmin();
  const [revoking, setRevoking] = useState<PlatformAdmin | null>(null);
  const nameOf = (admin: PlatformAdmin) =>
    `${admin.firstName} ${admin.surname}`.trim() || admin.email;
  const confirmRevoke = () => {
    if (!revoking) return;
    const admin = revoking;
    revoke.mutate(admin.id, {
      onSuccess: () => feedback('success', `${nameOf(admin)} is no longer a platform admin`),
      onError: (error) => feedback('error', errorMessage(error)),
      onSettled: () => setRevoking(null),
    });
  };

  const columns: TableColumn<PlatformAdmin>[] = [
    {
      id: 'firstName',
      header: 'First name',
      sortKey: 'firstName',
      phone: 'title',
      cell: (a) => a.firstName,
    },
    { id: 'surname', header: 'Surname', sortKey: 'surname', cell: (a) => a.surname },
    { id: 'email', header: 'Email', sortKey: 'email', cell: (a) => a.email },
    actionsColumn<PlatformAdmin>({
      nameOf,
      items: (admin) => (
        <Menu.Item
          c="red.9"
          leftSection={<IconShieldOff size={16} aria-hidden />}
          onClick={() => setRevoking(admin)}
        >
          Revoke platform admin
        </Menu.Item>
      ),
    }),
  ];

  return (
    <PagedListPage
      noun={{ one: 'platform admin', many: 'platform admins' }}
      description="Platform admins see every event, add events and open any of them as its admin."
      actions={
        <HeaderLink to={platformPaths.list} back icon={IconArrowLeft}>
          Back to events
        </HeaderLink>
      }
      intro={<GrantForm />}
      search="Search by name or email"
      source={{
        sorts: platformAdminSorts,
        defaultSort: 'firstName',
        usePage: usePlatformAdminPage,
      }}
      empty={{
        icon: <IconShieldLock size={34} />,
        children: 'Grant platform admin to someone who belongs to an event.',
      }}
      columns={columns}
      rowName={nameOf}
      tableId="platform-admins"
      tableLabel="Platform admins"
    >
      <ConfirmDialog
        opened={revoking !== null}
        title="Revoke platform admin?"
        confirmLabel="Revoke"
        isPending={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      >
        {revoking ? nameOf(revoking) : ''} will no longer see every event. They stay an admin of the
        events they belong to.
      </ConfirmDialog>
    </PagedListPage>
  );
}

/** The spec's addEventflowAdminClaim: the top permission level for an email. */
function GrantForm() {
  const grant = useGrantPlatformAdmin();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    grant.mutate(parsed.data, {
      onSuccess: (admin) => {
        setEmail('');
        feedback('success', `${admin.email} is now a platform admin`);
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Grant">
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Grant platform admin"
          placeholder="name@example.com"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
          w={{ base: '100%', xs: 320 }}
        />
        <Button
          type="submit"
          mt={{ base: 0, xs: 25 }}
          loading={grant.isPending}
          leftSection={<IconUserPlus size={16} aria-hidden />}
        >
          Grant
        </Button>
      </Group>
    </form>
  );
}
