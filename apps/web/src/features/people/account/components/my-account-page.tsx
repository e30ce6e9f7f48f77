import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { PageHeader } from '../../../../components/page-header.tsx';
import { useScrollToHash } from '../../../../lib/scroll-to-hash.ts';
import { CalendarCard } from './calendar-card.tsx';
import { ChangeEmailForm } from './change-email-form.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { LanguageCard } from './language-card.tsx';
import { PasskeysCard } from './passkeys-card.tsx';
import { PersonalDataCard } from './personal-data-card.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SecondFactorCard } from './second-factor-card.tsx';
import { SessionsCard } from './sessions-card.tsx';

/** /my-account: the member's name, language, password and email, and their calendar feed. */
export function MyAccountPage() {
  useScrollToHash();
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`My Account`}
        description={t`Your name, language, password and email address.`}
      />
      <Stack gap="lg" maw={640}>
        <ProfileForm />
        <LanguageCard />
        <ChangePasswordForm />
        <SecondFactorCard />
        <PasskeysCard />
        <ChangeEmailForm />
        <SessionsCard />
        <CalendarCard />
        <PersonalDataCard />
      </Stack>
    </>
  );
}
