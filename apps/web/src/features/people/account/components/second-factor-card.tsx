import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { secondFactorMessages } from '@showdesk/domain/people/second-factor';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { said } from '../../../../i18n/i18n.ts';
import { feedback } from '../../../../lib/feedback.ts';
import { useSession } from '../../../../lib/session.ts';
import {
  useNewRecoveryCodes,
  useSecondFactorStatus,
  useTurnOffSecondFactor,
} from '../api/second-factor-api.ts';
import { recoveryCodesWarning } from '../recovery-codes.ts';
import { PasswordCheckForm } from './password-check-form.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { TotpSetupFlow, type TotpSetupStep } from './totp-setup-flow.tsx';

type Dialog = 'setup' | 'codes' | 'off' | null;

/** On: an authenticator app, or a passkey (the passkeys card lists them). */
const isOn = (status: { totp: boolean; passkeys: number }) => status.totp || status.passkeys > 0;

/**
 * The account page's two-step verification: off or on (with the recovery codes left), setting
 * up an authenticator app, new recovery codes and turning it off, each asking for the password
 * again. A role that requires it cannot turn it off.
 */
export function SecondFactorCard() {
  const { t } = useLingui();
  const status = useSecondFactorStatus();
  const passkeyCount = status.data?.passkeys ?? 0;
  const [dialog, setDialog] = useState<Dialog>(null);
  // Shown once: while the codes are on screen the dialog closes only through its Done button.
  const [isShowingCodes, setIsShowingCodes] = useState(false);
  const close = () => {
    setDialog(null);
    setIsShowingCodes(false);
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      id="two-step-verification"
      component="section"
      aria-labelledby="two-step-verification-heading"
    >
      <Stack gap="md">
        <div>
          <Group gap="xs" align="center">
            <Title order={2} fz="lg" id="two-step-verification-heading">
              <Trans>Two-step verification</Trans>
            </Title>
            {status.data ? (
              <Badge color={isOn(status.data) ? 'brand' : 'gray'} variant="light">
                {isOn(status.data) ? t`On` : t`Off`}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            <Trans>
              Logging in asks for a code from an authenticator app on your phone as well as your
              password, so a stolen password alone is not enough.
            </Trans>
          </Text>
        </div>
        {status.isPending ? (
          <Stack
            gap="sm"
            role="status"
            aria-busy="true"
            aria-label={t`Loading two-step verification`}
          >
            <Skeleton h={16} w="70%" />
            <Skeleton h={36} w={220} />
          </Stack>
        ) : status.isError ? (
          <Stack gap="sm" align="flex-start">
            <ErrorAlert error={status.error} title={t`Two-step verification could not be loaded`} />
            <Button variant="default" onClick={() => void status.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        ) : status.data.totp ? (
          <On
            recoveryCodesLeft={status.data.recoveryCodesLeft}
            warning={recoveryCodesWarning(status.data)}
            isRequired={status.data.required}
            onNewCodes={() => setDialog('codes')}
            onTurnOff={() => setDialog('off')}
          />
        ) : (
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {status.data.passkeys > 0
                ? t({
                    message: plural(passkeyCount, {
                      one: 'It is on with your passkey (below). An authenticator app can be a second way in.',
                      other:
                        'It is on with your # passkeys (below). An authenticator app can be a second way in.',
                    }),
                  })
                : status.data.required
                  ? said(secondFactorMessages.enrolmentRequired)
                  : t`It is off: logging in asks for your password only.`}
            </Text>
            <Button onClick={() => setDialog('setup')}>
              <Trans>Set up authenticator app</Trans>
            </Button>
          </Stack>
        )}
      </Stack>

      <Modal
        opened={dialog === 'setup'}
        onClose={close}
        title={isShowingCodes ? t`Save your recovery codes` : t`Set up authenticator app`}
        closeButtonProps={{ 'aria-label': t`Close` }}
        withCloseButton={!isShowingCodes}
        closeOnEscape={!isShowingCodes}
        closeOnClickOutside={false}
      >
        {dialog === 'setup' ? <SetupDialogBody onStep={setIsShowingCodes} onClose={close} /> : null}
      </Modal>
      <Modal
        opened={dialog === 'codes'}
        onClose={close}
        title={isShowingCodes ? t`Save your new recovery codes` : t`New recovery codes`}
        closeButtonProps={{ 'aria-label': t`Close` }}
        withCloseButton={!isShowingCodes}
        closeOnEscape={!isShowingCodes}
        closeOnClickOutside={false}
      >
        {dialog === 'codes' ? (
          <NewCodesBody onShown={() => setIsShowingCodes(true)} onClose={close} />
        ) : null}
      </Modal>
      <Modal
        opened={dialog === 'off'}
        onClose={close}
        title={t`Turn off two-step verification?`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {dialog === 'off' ? <TurnOffBody onClose={close} /> : null}
      </Modal>
    </Card>
  );
}

function On(props: {
  recoveryCodesLeft: number;
  warning: string | null;
  isRequired: boolean;
  onNewCodes: () => void;
  onTurnOff: () => void;
}) {
  const { t } = useLingui();
  const left = props.recoveryCodesLeft;
  return (
    <Stack gap="sm">
      <Text size="sm">
        <Trans>Logging in asks for a code from your authenticator app.</Trans>{' '}
        {t({
          message: plural(left, { one: '# recovery code left.', other: '# recovery codes left.' }),
        })}
      </Text>
      {props.warning ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {props.warning}
        </Alert>
      ) : null}
      <Group gap="sm">
        <Button variant="default" onClick={props.onNewCodes}>
          <Trans>New recovery codes</Trans>
        </Button>
        {props.isRequired ? null : (
          <Button variant="default" color="red" c="red.8" onClick={props.onTurnOff}>
            <Trans>Turn off</Trans>
          </Button>
        )}
      </Group>
      {props.isRequired ? (
        <Text size="sm" c="dimmed">
          {said(secondFactorMessages.requiredByRole)}
        </Text>
      ) : null}
    </Stack>
  );
}

function SetupDialogBody({
  onStep,
  onClose,
}: {
  onStep: (isShowingCodes: boolean) => void;
  onClose: () => void;
}) {
  const { user } = useSession();
  const { t } = useLingui();
  return (
    <TotpSetupFlow
      hasFocus
      email={user.email}
      doneLabel={t`Done`}
      onCancel={onClose}
      onStepChange={(step: TotpSetupStep) => onStep(step === 'codes')}
      onDone={() => {
        onClose();
        feedback('success', t`Two-step verification is on`);
      }}
    />
  );
}

function NewCodesBody({ onShown, onClose }: { onShown: () => void; onClose: () => void }) {
  const { user } = useSession();
  const { t } = useLingui();
  const make = useNewRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) {
    return (
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            Your old recovery codes no longer work. Save these: each logs you in once if you lose
            your phone, and they are shown only now.
          </Trans>
        </Text>
        <RecoveryCodesPanel codes={codes} email={user.email} doneLabel={t`Done`} onDone={onClose} />
      </Stack>
    );
  }
  return (
    <PasswordCheckForm
      mutation={make}
      hasFocus
      intro={t`Your current recovery codes stop working as soon as new ones are made. Enter your password to make new ones.`}
      submitLabel={t`Make new codes`}
      onCancel={onClose}
      onDone={(answer) => {
        setCodes(answer.recoveryCodes);
        make.reset();
        onShown();
      }}
    />
  );
}

function TurnOffBody({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const turnOff = useTurnOffSecondFactor();
  return (
    <PasswordCheckForm
      mutation={turnOff}
      hasFocus
      isDestructive
      intro={t`Logging in will ask for your password only, and your recovery codes stop working. Enter your password to turn it off.`}
      submitLabel={t`Turn off`}
      onCancel={onClose}
      onDone={() => {
        onClose();
        feedback('success', t`Two-step verification is off`);
      }}
    />
  );
}
