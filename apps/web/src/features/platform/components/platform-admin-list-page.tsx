import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const revoke = useRevokePlatformAdmin();
  const [revoking, setRevoking] = useState<PlatformAdmin | null>(null);
  const nameOf = (admin: PlatformAdmin) =>
    `${admin.firstName} ${admin.surname}`.trim() || admin.email;
  const revokingName = revoking ? nameOf(revoking) : '';
  const confirmRevoke = () => {
    if (!revoking) return;
    const admin = revoking;
    revoke.mutate(admin.id, {
      onSuccess: () => {
        const name = nameOf(admin);
        feedback('success', t`${name} is no longer a platform admin`);
      },
      onError: (error) => feedback('error', errorMessage(error)),
      onSettled: () => setRevoking(null),
    });
  };

  const columns: TableColumn<PlatformAdmin>[] = [
    {
      id: 'firstName',
      header: t`First name`,
      sortKey: 'firstName',
      phone: 'title',
      cell: (a) => a.firstName,
    },
    { id: 'surname', header: t`Surname`, sortKey: 'surname', cell: (a) => a.surname },
    { id: 'email', header: t`Email`, sortKey: 'email', cell: (a) => a.email },
    actionsColumn<PlatformAdmin>({
      nameOf,
      items: (admin) => (
        <Menu.Item
          c="red.9"
          leftSection={<IconShieldOff size={16} aria-hidden />}
          onClick={() => setRevoking(admin)}
        >
          <Trans>Revoke platform admin</Trans>
        </Menu.Item>
      ),
    }),
  ];

  return (
    <PagedListPage
      noun={{ one: t`platform admin`, many: t`platform admins` }}
      description={t`Platform admins see every event, add events and open any of them as its admin.`}
      actions={
        <HeaderLink to={platformPaths.list} back icon={IconArrowLeft}>
          <Trans>Back to events</Trans>
        </HeaderLink>
      }
      intro={<GrantForm />}
      search={t`Search by name or email`}
      source={{
        sorts: platformAdminSorts,
        defaultSort: 'firstName',
        usePage: usePlatformAdminPage,
      }}
      empty={{
        icon: <IconShieldLock size={34} />,
        children: t`Grant platform admin to someone who belongs to an event.`,
      }}
      columns={columns}
      rowName={nameOf}
      tableId="platform-admins"
      tableLabel={t`Platform admins`}
    >
      <ConfirmDialog
        opened={revoking !== null}
        title={t`Revoke platform admin?`}
        confirmLabel={t({ message: 'Revoke', context: 'rights' })}
        isPending={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      >
        <Trans>
          {revokingName} will no longer see every event. They stay an admin of the events they
          belong to.
        </Trans>
      </ConfirmDialog>
    </PagedListPage>
  );
}

/** The spec's addEventflowAdminClaim: the top permission level for an email. */
function GrantForm() {
  const { t } = useLingui();
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
        const adminEmail = admin.email;
        feedback('success', t`${adminEmail} is now a platform admin`);
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t`Grant`}>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t`Grant platform admin`}
          // i18n-ignore: an example address
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
          <Trans>Grant</Trans>
        </Button>
      </Group>
    </form>
  );
}
