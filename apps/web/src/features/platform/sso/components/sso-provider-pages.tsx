import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Code, CopyButton, Group, List, Stack, Text, Title } from '@mantine/core';
import type { SsoProvider } from '@showdesk/domain/people/sso';
import { IconLogin2 } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header.tsx';
import { RecordPage } from '../../../../components/record-page.tsx';
import { FormPageSkeleton } from '../../../../components/record-state.tsx';
import { deleteOf } from '../../../../lib/confirmed-delete.ts';
import {
  useCreateSsoProvider,
  useDeleteSsoProvider,
  useSsoProvider,
  useUpdateSsoProvider,
} from '../api/sso-providers-api.ts';
import { ssoPaths } from '../paths.ts';
import {
  newSsoProvider,
  SsoProviderForm,
  ssoProviderNoun,
  ssoProviderValues,
} from './sso-provider-form.tsx';

/** /admin/platform/sign-in-providers/add: once added, its page shows the redirect URIs. */
export function SsoProviderAddPage() {
  const { t } = useLingui();
  const create = useCreateSsoProvider();
  return (
    <>
      <PageHeader
        title={t`Add sign-in provider`}
        description={t`Register this installation at your provider as a web application (authorization code flow) first: it gives you the client ID and secret. Its redirect URIs are shown once the provider is added.`}
      />
      <SsoProviderForm<SsoProvider>
        initial={newSsoProvider}
        submitLabel={t`Add sign-in provider`}
        mutation={create as never}
        cancelTo={ssoPaths.list}
        goTo={(saved) => ssoPaths.one(saved.id)}
      />
    </>
  );
}

/** The addresses to register at the provider as redirect URIs, each with a copy button. */
function RedirectUris({ provider }: { provider: SsoProvider }) {
  const { t } = useLingui();
  return (
    <Card withBorder radius="md" padding="lg" maw={720} component="section" aria-labelledby="uris">
      <Stack gap="xs">
        <Title order={2} size="h4" id="uris">
          <Trans>Redirect URIs</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          {provider.events.length > 0 ? (
            <Trans>
              Register these at the provider as the application’s redirect URIs: one for each host
              name of its events.
            </Trans>
          ) : (
            <Trans>
              Register these at the provider as the application’s redirect URIs: one for each host
              name of every event.
            </Trans>
          )}
        </Text>
        {provider.redirectUris.length > 0 ? (
          <List spacing={6} listStyleType="none" aria-label={t`Redirect URIs`}>
            {provider.redirectUris.map((uri) => (
              <List.Item key={uri}>
                <Group gap="xs" wrap="nowrap" align="center">
                  <Code style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{uri}</Code>
                  <CopyButton value={uri}>
                    {({ copied, copy }) => (
                      <Button
                        variant="default"
                        size="xs"
                        onClick={copy}
                        style={{ flexShrink: 0 }}
                        aria-label={copied ? t`Copied ${uri}` : t`Copy ${uri}`}
                      >
                        {copied ? t`Copied` : t`Copy`}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">
            <Trans>Its events have no host names yet.</Trans>
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /admin/platform/sign-in-providers/:providerId: its settings (the client secret shown as set,
 * replaced on request), the redirect URIs to register, and delete (asked first).
 */
export function SsoProviderPage() {
  const { providerId = '' } = useParams();
  const { t } = useLingui();
  const update = useUpdateSsoProvider(providerId);
  const remove = useDeleteSsoProvider();
  return (
    <RecordPage
      query={useSsoProvider(providerId)}
      noun={ssoProviderNoun()}
      icon={<IconLogin2 size={34} />}
      listPath={ssoPaths.list}
      id={providerId}
      title={(provider) => provider.name}
      description={(provider) => provider.issuer}
      remove={{
        mutation: deleteOf(remove, providerId),
        consequence: () =>
          t`Its button leaves every login page. The accounts it signed in stay: their holders log in with a password reset or another provider.`,
      }}
      skeleton={<FormPageSkeleton formHeight={620} />}
    >
      {(provider) => (
        <Stack gap="lg">
          <SsoProviderForm<SsoProvider>
            key={`${provider.id}:${provider.updatedAt}`}
            initial={ssoProviderValues(provider)}
            saved={provider}
            submitLabel={t`Save sign-in provider`}
            mutation={update as never}
            cancelTo={ssoPaths.list}
            guardUnsaved
          />
          <RedirectUris provider={provider} />
        </Stack>
      )}
    </RecordPage>
  );
}
