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
const choices: Array<{ value: Choice; label: string }> = [
  { value: 'none', label: 'None' },
  { value: 'read', label: 'Read' },
  { value: 'write', label: 'Write' },
];

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
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={created ? 'Copy your API token' : 'Create API token'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
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
    <form onSubmit={submit} noValidate aria-label="Create API token">
      <Stack gap="md">
        <TextInput
          label="Name"
          description="What uses it, e.g. the badge printer or your CRM"
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
                Scopes
              </Text>
              <Text size="xs" c="dimmed">
                Read lets it look; write lets it change too. Areas left at none are closed to it.
              </Text>
            </div>
            <Group gap={4}>
              <Button variant="subtle" size="compact-xs" onClick={() => setAll('read')}>
                All read
              </Button>
              <Button variant="subtle" size="compact-xs" onClick={() => setAll('none')}>
                Clear
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
                    <Radio key={choice.value} value={choice.value} label={choice.label} />
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
          label="Expires after"
          description="Its last day, on the event's calendar. Leave empty for a token that does not expire."
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
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create token
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The new token, this once: copy it now, it is never shown again. */
function ShownToken({ created, onDone }: { created: ApiTokenCreated; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title="Copy it now: it is shown this once"
      >
        Showdesk keeps only a fingerprint of <strong>{created.apiToken.name}</strong>: once this
        dialog is closed nobody can see the token again. Store it where the system that uses it
        keeps its secrets, and send it as <Code>Authorization: Bearer &lt;token&gt;</Code>.
      </Alert>
      <Code
        block
        aria-label="API token"
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
              {copied ? 'Copied' : 'Copy token'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
