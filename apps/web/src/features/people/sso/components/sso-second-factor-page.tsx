import { useLingui } from '@lingui/react/macro';
import { errorCodes } from '@showdesk/domain/common/error-messages';
import {
  secondFactorMessages,
  secondFactorMethods,
  secondStepMethods,
} from '@showdesk/domain/people/second-factor-codes';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../../lib/page-title.ts';
import { useAuthFlow } from '../../auth/auth-flow.ts';
import { SecondFactorStep } from '../../auth/components/second-factor-step.tsx';

/**
 * /auth/sso/second-factor: a single sign-on whose account has a second factor lands here (the
 * server set the step's cookie), to give it as after a password: a code from the app or a
 * recovery code, then into the app. Back, or a step that ended, returns to the login page.
 */
export function SsoSecondFactorPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Two-step verification`);
  const navigate = useNavigate();
  const { continueTo, clear } = useAuthFlow();
  // The methods the account has, as the server's redirect names them (every method if none).
  const [searchParams] = useSearchParams();
  const [challenge] = useState(() => {
    const named = (searchParams.get('methods') ?? '').split(',').filter(Boolean);
    const methods = secondStepMethods.filter((method) => named.includes(method));
    return new ApiError(401, errorCodes.secondFactorRequired, secondFactorMessages.required, {
      methods: methods.length > 0 ? methods : secondFactorMethods,
    });
  });
  return (
    <SecondFactorStep
      challenge={challenge}
      onLoggedIn={() => {
        clear();
        navigate(continueTo, { replace: true });
      }}
      onBack={(message) =>
        navigate('/auth/login', { replace: true, state: message ? { ssoError: message } : null })
      }
    />
  );
}
