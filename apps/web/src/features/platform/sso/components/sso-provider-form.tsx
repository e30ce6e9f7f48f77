import { t as tNow } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Badge,
  Button,
  Group,
  Input,
  MultiSelect,
  PasswordInput,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type SsoProvider,
  ssoLimits,
  ssoProviderInputSchema,
  ssoProviderScopeIssues,
  ssoProviderUpdateSchema,
} from '@showdesk/domain/people/sso';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import {
  RecordForm,
  type SaveMutation,
  useRecordValues,
} from '../../../../components/record-form.tsx';
import { said } from '../../../../i18n/i18n.ts';
import { usePlatformEventPage } from '../../api/platform-api.ts';

/** What the screens call a provider. */
export const ssoProviderNoun = () => ({
  one: tNow`sign-in provider`,
  many: tNow`sign-in providers`,
});

export interface SsoProviderValues {
  name: string;
  issuer: string;
  clientId: string;
  /** Typed only when adding, or when replacing the kept one. */
  clientSecret: string;
  emailDomains: string[];
  eventIds: string[];
  mayCreateAccounts: boolean;
}

export const newSsoProvider: SsoProviderValues = {
  name: '',
  issuer: '',
  clientId: '',
  clientSecret: '',
  emailDomains: [],
  eventIds: [],
  mayCreateAccounts: false,
};

export const ssoProviderValues = (provider: SsoProvider): SsoProviderValues => ({
  name: provider.name,
  issuer: provider.issuer,
  clientId: provider.clientId,
  clientSecret: '',
  emailDomains: provider.emailDomains,
  eventIds: provider.events.map((event) => event.id),
  mayCreateAccounts: provider.mayCreateAccounts,
});

interface SsoProviderFormProps<R> {
  initial: SsoProviderValues;
  /** A saved provider's (its secret is kept: shown as set, replaced only when asked). */
  saved?: SsoProvider;
  submitLabel: string;
  mutation: SaveMutation<never>;
  cancelTo: string;
  goTo?: string | ((saved: R) => string);
  guardUnsaved?: boolean;
}

/** The events of the installation to choose from, by name (a platform has at most a few hundred). */
function useEventChoices() {
  const { t } = useLingui();
  const page = usePlatformEventPage('pageSize=200&sort=name');
  return {
    data: (page.data?.items ?? []).map((event) => ({ value: event.id, label: event.name })),
    isPending: page.isPending,
    error: page.isError ? t`The events could not be loaded. Reload the page to try again.` : null,
  };
}

/**
 * A provider's settings: the button's name, the issuer and the client the provider gave, whom
 * it is for (events, email domains) and whether it creates accounts. The client secret is
 * write-only: a saved provider shows it as set, with "Replace" to type a new one.
 */
export function SsoProviderForm<R>(props: SsoProviderFormProps<R>) {
  const { t } = useLingui();
  const [isReplacingSecret, setIsReplacingSecret] = useState(!props.saved);
  const { values, set, isPending, save, field, formProps } = useRecordValues<SsoProviderValues, R>(
    {
      initial: props.initial,
      mutation: props.mutation,
      goTo: props.goTo,
      guardUnsaved: props.guardUnsaved,
    },
    { message: props.saved ? undefined : () => t`Sign-in provider added` },
  );
  const events = useEventChoices();
  const submit = () => {
    const scope = Object.fromEntries(
      ssoProviderScopeIssues(values).map((issue) => [issue.path, said(issue.message)]),
    );
    const { clientSecret, ...rest } = values;
    const input = props.saved
      ? save.check(
          ssoProviderUpdateSchema,
          isReplacingSecret ? values : rest,
          isReplacingSecret && !clientSecret.trim()
            ? { ...scope, clientSecret: t`Enter the new client secret` }
            : scope,
        )
      : save.check(ssoProviderInputSchema, values, scope);
    if (input) props.mutation.mutate(input as never, save.handlers() as never);
  };
  return (
    <RecordForm {...formProps(submit, props.submitLabel)} cancelTo={props.cancelTo}>
      <TextInput
        label={t`Name`}
        description={t`The login page's button reads “Continue with” and this name.`}
        placeholder={t`Acme staff login`}
        required
        maxLength={ssoLimits.nameChars}
        {...field.text('name')}
      />
      <TextInput
        label={t`Issuer URL`}
        description={t`The provider’s address as it names itself; its settings are read from /.well-known/openid-configuration there.`}
        // i18n-ignore: an example address
        placeholder="https://login.example.com"
        required
        type="url"
        maxLength={ssoLimits.urlChars}
        {...field.text('issuer')}
      />
      <TextInput
        label={t`Client ID`}
        description={t`What the provider calls this installation.`}
        required
        maxLength={ssoLimits.clientIdChars}
        autoComplete="off"
        {...field.text('clientId')}
      />
      {isReplacingSecret ? (
        <Stack gap={4} align="flex-start">
          <PasswordInput
            label={props.saved ? t`New client secret` : t`Client secret`}
            description={t`Kept encrypted and never shown again.`}
            required
            maxLength={ssoLimits.clientSecretChars}
            autoComplete="new-password"
            w="100%"
            {...field.text('clientSecret')}
          />
          {props.saved ? (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => {
                set({ clientSecret: '' });
                setIsReplacingSecret(false);
              }}
              disabled={isPending}
            >
              <Trans>Keep the current secret</Trans>
            </Button>
          ) : null}
        </Stack>
      ) : (
        <Input.Wrapper
          label={t`Client secret`}
          labelElement="div"
          description={t`Kept encrypted and never shown again: replace it to change it.`}
        >
          <Group gap="sm" mt={4}>
            <Badge variant="light" color="teal" leftSection={<IconKey size={12} aria-hidden />}>
              <Trans>Set</Trans>
            </Badge>
            <Button
              variant="default"
              size="xs"
              onClick={() => setIsReplacingSecret(true)}
              disabled={isPending}
              aria-label={t`Replace the client secret`}
            >
              <Trans>Replace</Trans>
            </Button>
          </Group>
        </Input.Wrapper>
      )}
      <MultiSelect
        label={t`Events`}
        description={t`The login pages that offer it. None chosen: every event’s.`}
        placeholder={
          events.isPending
            ? t`Loading events…`
            : values.eventIds.length
              ? undefined
              : t`Every event`
        }
        data={events.data}
        searchable
        clearable
        nothingFoundMessage={t`No event by that name`}
        {...field.list('eventIds')}
        error={field.list('eventIds').error ?? events.error}
        disabled={isPending || events.isPending}
      />
      <TagsInput
        label={t`Email domains`}
        description={t`The addresses it may sign in, such as example.com (press Enter after each). None: any address, for the events chosen above.`}
        // i18n-ignore: an example domain
        placeholder="example.com"
        maxTags={ssoLimits.emailDomains}
        splitChars={[',', ' ', ';']}
        {...field.list('emailDomains')}
      />
      <Stack gap={4}>
        <Switch
          label={t`Create accounts for new people`}
          description={t`Someone without an account who signs in on a chosen event’s login page gets one, as a member of that event. Off: only people who already belong to the event (members, or people invited) can sign in.`}
          {...field.toggle('mayCreateAccounts', { hasError: true })}
        />
        {values.mayCreateAccounts && values.eventIds.length === 0 ? (
          <Text size="xs" c="dimmed">
            <Trans>Choose the events whose new members it may create.</Trans>
          </Text>
        ) : null}
      </Stack>
    </RecordForm>
  );
}
