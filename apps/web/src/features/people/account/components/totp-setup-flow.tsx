import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Code,
  CopyButton,
  Group,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type TotpSetup,
  totpConfirmInputSchema,
  totpDigits,
} from '@showdesk/domain/people/second-factor';
import { IconCheck, IconCopy, IconShieldCheck } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { useFieldErrors } from '../../../../components/record-form.tsx';
import { apiFieldErrors } from '../../../../lib/field-errors.ts';
import { useConfirmTotp, useStartTotpSetup } from '../api/second-factor-api.ts';
import { groupedKey } from '../recovery-codes.ts';
import { PasswordCheckForm } from './password-check-form.tsx';
import { QrCode } from './qr-code.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';

/** Where a set-up is: the password asked again, the app scanning its key, the recovery codes. */
export type TotpSetupStep = 'password' | 'scan' | 'codes';

interface TotpSetupFlowProps {
  /** After the recovery codes are saved. */
  onDone: () => void;
  /** Before anything is on (without it, the flow cannot be left but by logging out). */
  onCancel?: () => void;
  onStepChange?: (step: TotpSetupStep) => void;
  doneLabel: string;
  /** The account's email, on the recovery codes' sheet. */
  email?: string;
  /** The password step has the focus at once (in a dialog). */
  hasFocus?: boolean;
  /** What the password step says first. */
  passwordIntro?: string;
}

/**
 * Setting up an authenticator app, from the account page or when a role requires it: the
 * password again, then the key as a QR code (or typed in) confirmed with a code the app shows,
 * which turns it on, then the recovery codes. The key and the codes live in this component's
 * state only, gone once it closes.
 */
export function TotpSetupFlow(props: TotpSetupFlowProps) {
  const { t } = useLingui();
  const start = useStartTotpSetup();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [isOn, setIsOn] = useState(false);
  const go = (step: TotpSetupStep) => props.onStepChange?.(step);

  if (setup && isOn) {
    return (
      <Stack gap="md">
        <Alert color="brand" icon={<IconShieldCheck size={18} aria-hidden />} role="status">
          <Trans>
            Two-step verification is on. From now on, logging in asks for a code from your app.
          </Trans>
        </Alert>
        <Text size="sm">
          <Trans>
            Save these recovery codes. If you lose your phone, each one logs you in once in place of
            a code. They are shown only now.
          </Trans>
        </Text>
        <RecoveryCodesPanel
          codes={setup.recoveryCodes}
          email={props.email}
          doneLabel={props.doneLabel}
          onDone={props.onDone}
        />
      </Stack>
    );
  }
  if (setup) {
    return (
      <ScanStep
        setup={setup}
        onCancel={props.onCancel}
        onConfirmed={() => {
          setIsOn(true);
          go('codes');
        }}
      />
    );
  }
  return (
    <PasswordCheckForm
      mutation={start}
      intro={props.passwordIntro ?? t`To set up an authenticator app, enter your password again.`}
      submitLabel={t`Continue`}
      hasFocus={props.hasFocus}
      onCancel={props.onCancel}
      onDone={(answer) => {
        setSetup(answer);
        start.reset();
        go('scan');
      }}
    />
  );
}

/** The key as a QR code (or to type in), and a code from the app to check and turn it on. */
function ScanStep({
  setup,
  onCancel,
  onConfirmed,
}: {
  setup: TotpSetup;
  onCancel?: () => void;
  onConfirmed: () => void;
}) {
  const { t } = useLingui();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const [isKeyShown, setIsKeyShown] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { errors, setErrors, check } = useFieldErrors();
  const keyId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = check(totpConfirmInputSchema, { code });
    if (!input) return;
    setFailure(null);
    confirm.mutate(input, {
      onSuccess: onConfirmed,
      onError: (error) => {
        const fields = apiFieldErrors(error);
        if (fields.code) setErrors(fields);
        else setFailure(error);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            Scan this QR code with an authenticator app, such as Google Authenticator, Microsoft
            Authenticator, 1Password or Bitwarden.
          </Trans>
        </Text>
        <Center>
          <QrCode
            value={setup.uri}
            size={208}
            label={t`QR code to scan with your authenticator app`}
          />
        </Center>
        <Stack gap="xs" align="center">
          <Anchor
            component="button"
            type="button"
            size="sm"
            aria-expanded={isKeyShown}
            aria-controls={keyId}
            onClick={() => setIsKeyShown((shown) => !shown)}
          >
            <Trans>Can’t scan? Enter this key</Trans>
          </Anchor>
          {isKeyShown ? (
            <Stack id={keyId} gap="xs" w="100%">
              <Text size="sm" c="dimmed">
                <Trans>In your app, add an account by its key (time-based), and type:</Trans>
              </Text>
              <Code
                block
                aria-label={t`Key`}
                fz="md"
                style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
              >
                {groupedKey(setup.secret)}
              </Code>
              <Group gap="sm" justify="space-between">
                <Anchor href={setup.uri} size="sm">
                  <Trans>Open in an authenticator app on this device</Trans>
                </Anchor>
                <CopyButton value={setup.secret}>
                  {({ copied, copy }) => (
                    <Button
                      variant="default"
                      size="xs"
                      onClick={copy}
                      leftSection={
                        copied ? (
                          <IconCheck size={14} aria-hidden />
                        ) : (
                          <IconCopy size={14} aria-hidden />
                        )
                      }
                    >
                      {copied ? t`Copied` : t`Copy key`}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          ) : null}
        </Stack>
        <TextInput
          label={t`Code from your app`}
          description={t`The ${totpDigits}-digit code your app now shows, to check it is set up.`}
          required
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            setErrors({});
          }}
          error={errors.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
        />
        {failure ? <ErrorAlert error={failure} /> : null}
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
          ) : null}
          <Button type="submit" loading={confirm.isPending}>
            <Trans>Turn on</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
