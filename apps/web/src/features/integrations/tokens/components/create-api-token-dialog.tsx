import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { calendarDayIn } from '@showdesk/domain/common/time-zones';
import {
  type ApiTokenCreated,
  createApiTokenInputSchema,
  type TokenAccess,
  type TokenArea,
  type TokenScopes,
  tokenAreaLabels,
  tokenAreas,
} from '@showdesk/domain/integrations/api-tokens';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { DateInput } from '../../../../components/date-input.tsx';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../../../lib/field-errors.ts';
import { useEventTimeZone } from '../../../../lib/session.ts';
import { useCreateApiToken } from '../api/api-tokens-api.ts';

type Choice = TokenAccess | 'none';
const choices: Choice[] = ['none', 'read', 'write'];

/** The `Authorization` header a token is sent in: code, the same in every language. */
const bearerHeader = 'Authorization: Bearer <token>';

const noAccess = Object.fromEntries(tokenAreas.map((area) => [area, 'none'])) as Record<
  TokenArea,
  Choice
>;

/**
 * The create dialog of /admin/integrations/api-tokens/new: a name, read or write (or nothing)
 * per area, an optional last day; then the token itself, shown this once with a copy button.
 */
export function CreateApiTokenDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const { t } = useLingui();
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={created ? t`Copy your API token` : t`Create API token`}
      size="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
      // The shown token must not be lost by a stray click beside the dialog.
      closeOnClickOutside={!created}
    >
      {created ? (
        <ShownToken created={created} onDone={close} />
      ) : (
        <CreateForm onCreated={setCreated} onCancel={close} />
      )}
    </Modal>
  );
}

function CreateForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: ApiTokenCreated) => void;
  onCancel: () => void;
}) {
  const create = useCreateApiToken();
  const timeZone = useEventTimeZone();
  const [name, setName] = useState('');
  const [access, setAccess] = useState<Record<TokenArea, Choice>>(noAccess);
  const [expiresOn, setExpiresOn] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { t } = useLingui();
  const choiceLabels: Record<Choice, string> = {
    none: t({ message: 'None', context: 'access' }),
    read: t`Read`,
    write: t`Write`,
  };

  const setAll = (choice: Choice) =>
    setAccess(Object.fromEntries(tokenAreas.map((area) => [area, choice])) as typeof access);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const scopes: TokenScopes = {};
    for (const area of tokenAreas) {
      const choice = access[area];
      if (choice !== 'none') scopes[area] = choice;
    }
    const parsed = createApiTokenInputSchema.safeParse({
      name,
      scopes,
      expiresOn: expiresOn || null,
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: onCreated,
      onError: (error) => setErrors(apiFieldErrors(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t`Create API token`}>
      <Stack gap="md">
        <TextInput
          label={t`Name`}
          description={t`What uses it, e.g. the badge printer or your CRM`}
          required
          data-autofocus
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          maxLength={100}
        />
        <Stack gap="xs" role="group" aria-labelledby="api-token-scopes">
          <Group justify="space-between" align="flex-end" gap="xs">
            <div>
              <Text id="api-token-scopes" fw={500} size="sm">
                <Trans>Scopes</Trans>
              </Text>
              <Text size="xs" c="dimmed">
                <Trans>
                  Read lets it look; write lets it change too. Areas left at none are closed to it.
                </Trans>
              </Text>
            </div>
            <Group gap={4}>
              <Button variant="subtle" size="compact-xs" onClick={() => setAll('read')}>
                <Trans>All read</Trans>
              </Button>
              <Button variant="subtle" size="compact-xs" onClick={() => setAll('none')}>
                <Trans>Clear</Trans>
              </Button>
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {tokenAreas.map((area) => (
              <Radio.Group
                key={area}
                name={`scope-${area}`}
                label={tokenAreaLabels[area].label}
                description={tokenAreaLabels[area].description}
                value={access[area]}
                onChange={(value) => setAccess({ ...access, [area]: value as Choice })}
              >
                <Group gap="lg" mt={4}>
                  {choices.map((choice) => (
                    <Radio key={choice} value={choice} label={choiceLabels[choice]} />
                  ))}
                </Group>
              </Radio.Group>
            ))}
          </SimpleGrid>
          {errors.scopes ? (
            <Text size="sm" c="red.8" role="alert">
              {errors.scopes}
            </Text>
          ) : null}
        </Stack>
        <DateInput
          label={t`Expires after`}
          description={t`Its last day, on the event's calendar. Leave empty for a token that does not expire.`}
          value={expiresOn}
          onChange={setExpiresOn}
          minDate={calendarDayIn(timeZone, new Date())}
          error={errors.expiresOn}
        />
        {create.isError && Object.keys(apiFieldErrors(create.error)).length === 0 ? (
          <ErrorAlert error={create.error} />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={create.isPending}>
            <Trans>Create token</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The new token, this once: copy it now, it is never shown again. */
function ShownToken({ created, onDone }: { created: ApiTokenCreated; onDone: () => void }) {
  const { t } = useLingui();
  const tokenName = created.apiToken.name;
  return (
    <Stack gap="md">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={t`Copy it now: it is shown this once`}
      >
        <Trans>
          Showdesk keeps only a fingerprint of <strong>{tokenName}</strong>: once this dialog is
          closed nobody can see the token again. Store it where the system that uses it keeps its
          secrets, and send it as <Code>{bearerHeader}</Code>.
        </Trans>
      </Alert>
      <Code
        block
        aria-label={t`API token`}
        style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      >
        {created.token}
      </Code>
      <Group justify="flex-end">
        <CopyButton value={created.token}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={
                copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
              }
            >
              {copied ? t`Copied` : t`Copy token`}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
