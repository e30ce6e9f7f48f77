import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, SegmentedControl, Stack, Text } from '@mantine/core';
import { secondFactorMessages } from '@showdesk/domain/people/second-factor';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { said } from '../../../../i18n/i18n.ts';
import { logOut } from '../../../../lib/log-out.ts';
import { useDocumentTitle } from '../../../../lib/page-title.ts';
import { browserHasPasskeys } from '../../../../lib/passkeys.ts';
import { sessionQuery, usePublicEvent } from '../../../../lib/session.ts';
import { AuthFrame, AuthHeading } from '../../auth/components/auth-layout.tsx';
import { AddPasskeyForm } from './passkeys-card.tsx';
import { TotpSetupFlow, type TotpSetupStep } from './totp-setup-flow.tsx';

type Way = 'app' | 'passkey';

/**
 * What a logged-in account whose role requires two-step verification sees until it has set it
 * up, instead of the app (the session answers 'second_factor_enrolment_required'): an
 * authenticator app (the account page's set-up) or, where the browser can make one, a passkey,
 * in the login's frame. Once it is on the session is read again and the app opens where the
 * person was going.
 */
export function SecondFactorEnrolmentScreen() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const eventName = usePublicEvent().data?.event.name;
  useDocumentTitle(t`Set up two-step verification`, eventName);
  const host = window.location.hostname;
  const [way, setWay] = useState<Way>('app');
  // Once the app's set-up is past the password, switching to a passkey would lose its key.
  const [appStep, setAppStep] = useState<TotpSetupStep>('password');
  const canMakePasskeys = browserHasPasskeys();
  const done = () => void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
  return (
    <AuthFrame>
      <AuthHeading title={t`Set up two-step verification`}>
        {said(secondFactorMessages.enrolmentRequired)}
      </AuthHeading>
      <Stack gap="md">
        {canMakePasskeys && appStep === 'password' ? (
          <SegmentedControl
            fullWidth
            aria-label={t`Way to confirm it’s you`}
            value={way}
            onChange={(value) => setWay(value as Way)}
            data={[
              { value: 'app', label: t`Authenticator app` },
              { value: 'passkey', label: t`Passkey` },
            ]}
          />
        ) : null}
        {way === 'app' ? (
          <TotpSetupFlow
            doneLabel={t`Continue`}
            passwordIntro={t`To begin, enter your password again.`}
            onStepChange={setAppStep}
            onDone={done}
          />
        ) : (
          <>
            <Text size="sm" c="dimmed">
              <Trans>
                A passkey confirms it’s you with this device’s fingerprint, face or screen lock, or
                a security key. It works on this address ({host}) only; you can add an authenticator
                app later from your account page.
              </Trans>
            </Text>
            <AddPasskeyForm turnsOn onDone={done} />
          </>
        )}
      </Stack>
      <Text size="sm" ta="center" mt="lg">
        <Trans>
          Not now?{' '}
          <Anchor component="button" type="button" onClick={() => logOut()}>
            Log out
          </Anchor>
        </Trans>
      </Text>
    </AuthFrame>
  );
}
