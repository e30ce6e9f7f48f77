import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Text } from '@mantine/core';
import { type SsoProvider, ssoProviderSorts } from '@showdesk/domain/people/sso';
import { IconArrowLeft, IconEdit, IconLogin2 } from '@tabler/icons-react';
import { useDeleteConfirm } from '../../../../components/data-table/archive-selection.tsx';
import type { TableColumn } from '../../../../components/data-table/data-table.tsx';
import {
  DeleteItem,
  MenuLink,
  menuColumn,
  RowMenu,
} from '../../../../components/data-table/row-menu.tsx';
import { HeaderLink, namedRecords, PagedListPage } from '../../../../components/list-page.tsx';
import { nameColumn, someOf } from '../../../../components/lists/columns.tsx';
import { platformPaths } from '../../paths.ts';
import { useDeleteSsoProvider, useSsoProviderPage } from '../api/sso-providers-api.ts';
import { ssoPaths } from '../paths.ts';
import { ssoProviderNoun } from './sso-provider-form.tsx';

/**
 * /admin/platform/sign-in-providers (eventflowAdmin): the OpenID Connect providers people may
 * sign in with, whom each is for, and whether it creates accounts; add, edit, delete (asked).
 */
export function SsoProviderListPage() {
  const { t } = useLingui();
  const remove = useDeleteSsoProvider();
  const deleting = useDeleteConfirm<SsoProvider>({
    noun: t`sign-in provider`,
    remove,
    idOf: (p) => p.id,
    nameOf: (p) => p.name,
    consequence: t`and its button leaves every login page. The accounts it signed in stay: their holders log in with a password reset or another provider.`,
  });
  const columns: TableColumn<SsoProvider>[] = [
    nameColumn((p) => ssoPaths.one(p.id), { phone: 'title' }),
    {
      id: 'issuer',
      header: t`Issuer`,
      sortKey: 'issuer',
      cell: (p) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {p.issuer}
        </Text>
      ),
    },
    {
      id: 'events',
      header: t`Events`,
      cell: (p) => (p.events.length > 0 ? someOf(p.events.map((e) => e.name)) : t`Every event`),
    },
    {
      id: 'domains',
      header: t`Email domains`,
      cell: (p) => (p.emailDomains.length > 0 ? someOf(p.emailDomains) : t`Any address`),
    },
    {
      id: 'accounts',
      header: t`New people`,
      cell: (p) =>
        // As wide as its words: a narrow column must not cut them short.
        p.mayCreateAccounts ? (
          <Badge variant="light" miw="max-content">
            <Trans>Creates accounts</Trans>
          </Badge>
        ) : (
          <Badge variant="outline" color="gray" miw="max-content">
            <Trans>Links only</Trans>
          </Badge>
        ),
    },
    menuColumn((p) => (
      <RowMenu name={p.name} loading={remove.isPending && remove.variables === p.id}>
        <MenuLink to={ssoPaths.one(p.id)} icon={IconEdit}>
          <Trans>Edit</Trans>
        </MenuLink>
        <DeleteItem onClick={() => deleting.ask(p)} />
      </RowMenu>
    )),
  ];
  return (
    <PagedListPage
      noun={ssoProviderNoun()}
      title={t`Sign-in providers`}
      {...namedRecords(ssoPaths.list, {
        sorts: ssoProviderSorts,
        usePage: useSsoProviderPage,
      })}
      description={t`Single sign-on: people log in with their organisation’s OpenID Connect provider through a “Continue with …” button on the login pages it is for, linked to their account by the email address the provider has verified.`}
      actions={
        <HeaderLink to={platformPaths.list} back icon={IconArrowLeft}>
          <Trans>Back to events</Trans>
        </HeaderLink>
      }
      search={t`Search by name, issuer or domain`}
      empty={{
        icon: <IconLogin2 size={34} />,
        title: t`No sign-in providers yet`,
        children: t`Add your organisers’ identity provider (Microsoft Entra ID, Google Workspace, Okta, Keycloak…) so their staff log in with the account they already have.`,
      }}
      columns={columns}
      tableId="sso-providers"
      tableLabel={t`Sign-in providers`}
    >
      {deleting.dialog}
    </PagedListPage>
  );
}
