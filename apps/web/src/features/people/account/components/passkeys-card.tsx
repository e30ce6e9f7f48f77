import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { relativeTime } from '@showdesk/domain/common/relative-time';
import { currentPasswordSchema } from '@showdesk/domain/people/auth';
import {
  type Passkey,
  passkeyLoginMessages,
  passkeyMessages,
  passkeyNameSchema,
} from '@showdesk/domain/people/passkeys';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { ErrorAlert, LoadErrorAlert } from '../../../../components/error-alert.tsx';
import { useFieldErrors } from '../../../../components/record-form.tsx';
import { Skeletons } from '../../../../components/skeletons.tsx';
import { said } from '../../../../i18n/i18n.ts';
import { feedback } from '../../../../lib/feedback.ts';
import { apiFieldErrors } from '../../../../lib/field-errors.ts';
import { formatDate, formatDateTime } from '../../../../lib/format.ts';
import { browserHasPasskeys, PasskeyPromptError } from '../../../../lib/passkeys.ts';
import {
  useAddPasskey,
  usePasskeys,
  useRemovePasskey,
  useRenamePasskey,
} from '../api/passkeys-api.ts';
import { useSecondFactorStatus } from '../api/second-factor-api.ts';
import { CurrentPasswordInput } from './form-card.tsx';
import { PasswordCheckForm } from './password-check-form.tsx';

const headingId = 'passkeys-heading';

type Dialog = { kind: 'add' } | { kind: 'rename' | 'remove'; passkey: Passkey } | null;

/** What the browser's prompt failing means to the person adding a passkey. */
function promptFailureMessage(error: PasskeyPromptError): string {
  switch (error.kind) {
    case 'cancelled':
      return said(passkeyLoginMessages.cancelled);
    case 'alreadyRegistered':
      return said(passkeyMessages.alreadyRegistered);
    case 'unsupported':
      return t`This browser cannot make passkeys. Try another browser or device.`;
    default:
      return t`Your browser could not make the passkey. Try again.`;
  }
}

/** A moment as words ("5 minutes ago"), the exact time on hover. */
function Moment({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {relativeTime(iso)}
    </time>
  );
}

function PasskeyRow({
  passkey,
  onRename,
  onRemove,
}: {
  passkey: Passkey;
  onRename: () => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const detailsId = `passkey-${passkey.id}-details`;
  const added = formatDate(passkey.createdAt);
  const name = passkey.name;
  return (
    <Group
      component="li"
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <ThemeIcon variant="light" color="gray" size={36} radius="md" aria-hidden>
        <IconKey size={20} />
      </ThemeIcon>
      {/* The buttons go under the name where the two do not fit side by side (a phone). */}
      <Group gap="xs" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
        <Stack gap={2} style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {passkey.name}
            </Text>
            {passkey.backedUp ? (
              <Badge size="sm" variant="light" color="gray" component="span">
                <Trans>Synced</Trans>
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed" id={detailsId}>
            <Trans>Added {added}</Trans>
            {' · '}
            {passkey.lastUsedAt ? (
              <Trans>
                Last used <Moment iso={passkey.lastUsedAt} />
              </Trans>
            ) : (
              t`Not used yet`
            )}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Button
            variant="default"
            size="xs"
            onClick={onRename}
            aria-label={t`Rename ${name}`}
            aria-describedby={detailsId}
          >
            <Trans>Rename</Trans>
          </Button>
          <Button
            variant="default"
            size="xs"
            c="red.8"
            onClick={onRemove}
            aria-label={t`Remove ${name}`}
            aria-describedby={detailsId}
          >
            <Trans>Remove</Trans>
          </Button>
        </Group>
      </Group>
    </Group>
  );
}

/**
 * The account page's passkeys: a second step of logging in made by the person's device (its
 * fingerprint, face or screen lock) or a security key. Listed by name with when each was added
 * and last used; adding asks for the password and then the browser's prompt; renaming, and
 * removing after the password again. A passkey works on the host it was added on.
 */
export function PasskeysCard() {
  const { t } = useLingui();
  const passkeys = usePasskeys();
  const status = useSecondFactorStatus();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const list = passkeys.data?.passkeys ?? [];
  const canMake = browserHasPasskeys();
  const host = window.location.hostname;
  // Removing this one leaves no second factor: logging in asks for the password only.
  const isLastFactor = status.data ? !status.data.totp && list.length <= 1 : false;

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      id="passkeys"
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id={headingId}>
            <Trans>Passkeys</Trans>
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            <Trans>
              After your password, confirm it’s you with your fingerprint, face, screen lock or a
              security key instead of typing a code. A passkey works on this address ({host}) only.
            </Trans>
          </Text>
        </div>
        {passkeys.isPending ? (
          <Stack gap="sm" role="status" aria-busy="true" aria-label={t`Loading your passkeys`}>
            <Skeletons count={2} h={52} radius="md" />
          </Stack>
        ) : passkeys.isError ? (
          <LoadErrorAlert
            error={passkeys.error}
            title={t`We couldn’t load your passkeys`}
            onRetry={passkeys.refetch}
            isRetrying={passkeys.isFetching}
          />
        ) : list.length === 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              <Trans>No passkeys yet</Trans>
            </Text>
            <Text size="sm" c="dimmed">
              <Trans>Add one on each device or security key you log in with.</Trans>
            </Text>
          </Stack>
        ) : (
          <Stack
            component="ul"
            gap={0}
            aria-labelledby={headingId}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {list.map((passkey) => (
              <PasskeyRow
                key={passkey.id}
                passkey={passkey}
                onRename={() => setDialog({ kind: 'rename', passkey })}
                onRemove={() => setDialog({ kind: 'remove', passkey })}
              />
            ))}
          </Stack>
        )}
        {passkeys.isSuccess ? (
          <Group justify="space-between" gap="sm">
            {canMake ? null : (
              <Text size="sm" c="dimmed">
                <Trans>This browser cannot make passkeys.</Trans>
              </Text>
            )}
            <Button
              ml="auto"
              variant={list.length === 0 ? 'filled' : 'default'}
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setDialog({ kind: 'add' })}
              disabled={!canMake}
            >
              <Trans>Add a passkey</Trans>
            </Button>
          </Group>
        ) : null}
      </Stack>

      <Modal
        opened={dialog?.kind === 'add'}
        onClose={close}
        title={t`Add a passkey`}
        closeButtonProps={{ 'aria-label': t`Close` }}
        closeOnClickOutside={false}
      >
        {dialog?.kind === 'add' ? (
          <AddPasskeyForm
            turnsOn={status.data ? !status.data.totp && status.data.passkeys === 0 : false}
            onDone={close}
            onCancel={close}
          />
        ) : null}
      </Modal>
      <Modal
        opened={dialog?.kind === 'rename'}
        onClose={close}
        title={t`Rename passkey`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {dialog?.kind === 'rename' ? (
          <RenamePasskeyForm passkey={dialog.passkey} onClose={close} />
        ) : null}
      </Modal>
      <Modal
        opened={dialog?.kind === 'remove'}
        onClose={close}
        title={t`Remove this passkey?`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {dialog?.kind === 'remove' ? (
          <RemovePasskeyForm passkey={dialog.passkey} isLastFactor={isLastFactor} onClose={close} />
        ) : null}
      </Modal>
    </Card>
  );
}

const addSchema = z.strictObject({
  name: passkeyNameSchema,
  currentPassword: currentPasswordSchema,
});

/**
 * Adding a passkey: its name and the current password, then the browser's prompt. On the
 * account page (in a dialog, with Cancel) and on the set-up screen of a role that requires
 * two-step verification (no Cancel: logging out is the way out there).
 */
export function AddPasskeyForm({
  turnsOn,
  onDone,
  onCancel,
}: {
  turnsOn: boolean;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const { errors, setErrors, clearErrors, check } = useFieldErrors();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = check(addSchema, { name, currentPassword: password });
    if (!input) return;
    setFailure(null);
    add.mutate(input, {
      onSuccess: (passkey) => {
        onDone();
        const added = passkey.name;
        feedback('success', t`“${added}” is added: use it the next time you log in`);
      },
      onError: (error) => {
        const fields = apiFieldErrors(error);
        if (fields.currentPassword || fields.name) return setErrors(fields);
        setFailure(
          error instanceof PasskeyPromptError ? new Error(promptFailureMessage(error)) : error,
        );
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            Name it after the device or key, then follow your browser’s prompt to make the passkey.
          </Trans>
        </Text>
        {turnsOn ? (
          <Alert color="blue" variant="light">
            <Trans>
              This turns on two-step verification: logging in will ask for a passkey after your
              password, and you’ll be logged out on your other devices.
            </Trans>
          </Alert>
        ) : null}
        <TextInput
          label={t`Name`}
          description={t`For example “Work laptop” or “Blue security key”`}
          required
          maxLength={60}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            clearErrors(['name']);
          }}
          error={errors.name}
          data-autofocus
        />
        <CurrentPasswordInput
          value={password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            clearErrors(['currentPassword']);
          }}
          error={errors.currentPassword}
        />
        {failure ? <ErrorAlert error={failure} /> : null}
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
          ) : null}
          <Button type="submit" loading={add.isPending}>
            {onCancel ? t`Continue` : t`Add passkey`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const renameSchema = z.strictObject({ name: passkeyNameSchema });

function RenamePasskeyForm({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const { t } = useLingui();
  const rename = useRenamePasskey(passkey.id);
  const [name, setName] = useState(passkey.name);
  const { errors, setErrors, clearErrors, check } = useFieldErrors();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = check(renameSchema, { name });
    if (!input) return;
    rename.mutate(input, {
      onSuccess: () => {
        onClose();
        feedback('success', t`The passkey is renamed`);
      },
      onError: (error) => setErrors(apiFieldErrors(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Name`}
          required
          maxLength={60}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            clearErrors(['name']);
          }}
          error={errors.name}
          data-autofocus
        />
        {rename.error && !apiFieldErrors(rename.error).name ? (
          <ErrorAlert error={rename.error} />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={rename.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RemovePasskeyForm({
  passkey,
  isLastFactor,
  onClose,
}: {
  passkey: Passkey;
  isLastFactor: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const remove = useRemovePasskey(passkey.id);
  const name = passkey.name;
  return (
    <PasswordCheckForm
      mutation={remove}
      hasFocus
      isDestructive
      intro={
        <>
          <Trans>You won’t be able to log in with “{name}” any more.</Trans>{' '}
          {isLastFactor ? (
            <>
              <Trans>
                It is your last second factor: logging in will ask for your password only.
              </Trans>{' '}
            </>
          ) : null}
          <Trans>Enter your password to remove it.</Trans>
        </>
      }
      submitLabel={t`Remove passkey`}
      onCancel={onClose}
      onDone={() => {
        onClose();
        feedback('success', t`“${name}” is removed`);
      }}
    />
  );
}
