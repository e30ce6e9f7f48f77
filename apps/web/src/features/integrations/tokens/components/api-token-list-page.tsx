import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Code, Menu, Stack, Text } from '@mantine/core';
import { calendarDayIn } from '@showdesk/domain/common/time-zones';
import {
  type ApiToken,
  type ApiTokenStatus,
  apiTokenSorts,
  apiTokenStatuses,
  tokenAreaLabels,
  tokenAreas,
} from '@showdesk/domain/integrations/api-tokens';
import { IconBan, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useMatch, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import type { TableColumn } from '../../../../components/data-table/data-table.tsx';
import { actionsColumn } from '../../../../components/data-table/row-menu.tsx';
import { PagedListPage } from '../../../../components/list-page.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { formatDateTimeIn, formatDay } from '../../../../lib/format.ts';
import { useEventTimeZone } from '../../../../lib/session.ts';
import { useApiTokenPage, useRevokeApiToken } from '../api/api-tokens-api.ts';
import { apiTokenPaths } from '../paths.ts';
import { CreateApiTokenDialog } from './create-api-token-dialog.tsx';

const statusColour: Record<ApiTokenStatus, string> = {
  active: 'green',
  expired: 'gray',
  revoked: 'red',
  suspended: 'yellow',
};

/** A token's status in words, in the language spoken now. */
const statusLabel = (status: ApiTokenStatus) =>
  ({
    active: t`Active`,
    expired: t`Expired`,
    revoked: t`Revoked`,
    suspended: t`Creator not an admin`,
  })[status];

/** "People: read, Tasks: write", in the areas' order. */
const scopeText = (token: ApiToken) =>
  tokenAreas
    .filter((area) => token.scopes[area])
    .map((area) => {
      const label = tokenAreaLabels[area].label;
      const access = token.scopes[area] === 'write' ? t`write` : t`read`;
      return t`${label}: ${access}`;
    })
    .join(', ');

/** The last day a token works, on the event's calendar (its expiry is that day's end). */
const lastDay = (expiresAt: string, timeZone: string) =>
  formatDay(calendarDayIn(timeZone, new Date(Date.parse(expiresAt) - 1)));

/**
 * /admin/integrations/api-tokens (admin): the event's API tokens for integrations, newest
 * first: name, prefix, scopes, expiry, creator, last use and status, never a token itself.
 * /new opens the create dialog over the list; a token is revoked after a confirmation.
 */
export function ApiTokenListPage() {
  const timeZone = useEventTimeZone();
  const navigate = useNavigate();
  const isCreating = useMatch(apiTokenPaths.add) !== null;
  const revoke = useRevokeApiToken();
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const { t } = useLingui();
  const revokingName = revoking?.name;
  const revokingPrefix = revoking?.prefix;
  const usedFrom = (address: string) => t`from ${address}`;

  const confirmRevoke = () => {
    if (!revoking) return;
    const token = revoking;
    revoke.mutate(token.id, {
      onSuccess: () => {
        const name = token.name;
        feedback('success', t`${name} is revoked: it no longer works`);
      },
      onError: (error) => feedback('error', errorMessage(error)),
      onSettled: () => setRevoking(null),
    });
  };

  const revokeMenu = actionsColumn<ApiToken>({
    nameOf: (token) => token.name,
    isBusy: (token) => revoke.isPending && revoking?.id === token.id,
    items: (token) => (
      <Menu.Item
        c="red.9"
        leftSection={<IconBan size={16} aria-hidden />}
        onClick={() => setRevoking(token)}
      >
        <Trans>Revoke</Trans>
      </Menu.Item>
    ),
  });
  const columns: TableColumn<ApiToken>[] = [
    {
      id: 'name',
      header: t`Name`,
      sortKey: 'name',
      phone: 'title',
      cell: (token) => (
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={500} size="sm" style={{ overflowWrap: 'break-word' }}>
            {token.name}
          </Text>
          <Code fz="xs" w="fit-content">
            {token.prefix}…
          </Code>
        </Stack>
      ),
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (token) => (
        <Badge
          variant="light"
          color={statusColour[token.status]}
          size="sm"
          component="span"
          miw="max-content"
        >
          {statusLabel(token.status)}
        </Badge>
      ),
    },
    { id: 'scopes', header: t`Scopes`, cell: (token) => <Text size="sm">{scopeText(token)}</Text> },
    {
      id: 'expiresAt',
      header: t`Expires`,
      sortKey: 'expiresAt',
      cell: (token) => (token.expiresAt ? lastDay(token.expiresAt, timeZone) : t`Never`),
    },
    {
      id: 'lastUsedAt',
      header: t`Last used`,
      sortKey: 'lastUsedAt',
      cell: (token) =>
        token.lastUsedAt ? (
          <Stack gap={0}>
            <Text size="sm">{formatDateTimeIn(token.lastUsedAt, timeZone)}</Text>
            {token.lastUsedFrom ? (
              <Text size="xs" c="dimmed">
                {usedFrom(token.lastUsedFrom)}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>Never</Trans>
          </Text>
        ),
    },
    {
      id: 'createdBy',
      header: t`Created by`,
      // The list opens newest first: by this column's date, which the small screen's sort names.
      sortKey: 'createdAt',
      cell: (token) => (
        <Stack gap={0}>
          <Text size="sm">{token.createdByName || t`Removed person`}</Text>
          <Text size="xs" c="dimmed">
            {formatDateTimeIn(token.createdAt, timeZone)}
          </Text>
        </Stack>
      ),
    },
    // A revoked token has nothing left to do: no menu.
    {
      ...revokeMenu,
      cell: (token) => (token.status === 'revoked' ? null : revokeMenu.cell(token)),
    },
  ];

  return (
    <PagedListPage
      noun={{ one: t`API token`, many: t`API tokens` }}
      title={t`API tokens`}
      description={t`Keys for the systems around your show (a CRM, badge printing, a stand builder's planning) to call this event's API. Each reaches only the areas you choose, acting as an admin of this event.`}
      add={{
        to: apiTokenPaths.add,
        label: t`Create API token`,
        first: t`Create your first API token`,
      }}
      search={t`Name or prefix`}
      filters={[
        {
          name: 'status',
          label: t`Status`,
          placeholder: t`Any status`,
          options: apiTokenStatuses.map((status) => ({
            value: status,
            label: statusLabel(status),
          })),
        },
      ]}
      source={{
        sorts: apiTokenSorts,
        defaultSort: { key: 'createdAt', desc: true },
        usePage: useApiTokenPage,
      }}
      empty={{
        icon: <IconKey size={34} />,
        children: t`A token lets another system read or change this event through the API, within the areas you give it. It is shown once when you create it.`,
      }}
      columns={columns}
      rowName={(token) => token.name}
      tableId="api-tokens"
    >
      <CreateApiTokenDialog opened={isCreating} onClose={() => navigate(apiTokenPaths.list)} />
      <ConfirmDialog
        opened={revoking !== null}
        title={t`Revoke API token?`}
        confirmLabel={t`Revoke`}
        isPending={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      >
        {revoking ? (
          <Trans>
            Every system using <strong>{revokingName}</strong> ({revokingPrefix}…) loses access at
            once. This cannot be undone: to connect it again, create a new token.
          </Trans>
        ) : null}
      </ConfirmDialog>
    </PagedListPage>
  );
}
