import { Anchor, Text } from '@mantine/core';
import { secondFactorMessages } from '@showdesk/domain/people/second-factor';
import { useQueryClient } from '@tanstack/react-query';
import { logOut } from '../../../../lib/log-out.ts';
import { useDocumentTitle } from '../../../../lib/page-title.ts';
import { sessionQuery, usePublicEvent } from '../../../../lib/session.ts';
import { AuthFrame, AuthHeading } from '../../auth/components/auth-layout.tsx';
import { TotpSetupFlow } from './totp-setup-flow.tsx';

/**
 * What a logged-in account whose role requires two-step verification sees until it has set it
 * up, instead of the app (the session answers 'second_factor_enrolment_required'): the account
 * page's set-up in the login's frame. Once the recovery codes are saved the session is read
 * again and the app opens where the person was going.
 */
export function SecondFactorEnrolmentScreen() {
  const queryClient = useQueryClient();
  const eventName = usePublicEvent().data?.event.name;
  useDocumentTitle('Set up two-step verification', eventName);
  return (
    <AuthFrame>
      <AuthHeading title="Set up two-step verification">
        {secondFactorMessages.enrolmentRequired}
      </AuthHeading>
      <TotpSetupFlow
        doneLabel="Continue"
        passwordIntro="To begin, enter your password again."
        onDone={() => void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey })}
      />
      <Text size="sm" ta="center" mt="lg">
        Not now?{' '}
        <Anchor component="button" type="button" onClick={() => logOut()}>
          Log out
        </Anchor>
      </Text>
    </AuthFrame>
  );
}
