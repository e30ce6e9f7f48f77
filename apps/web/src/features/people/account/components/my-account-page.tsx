import { Stack } from '@mantine/core';
import { PageHeader } from '../../../../components/page-header.tsx';
import { useScrollToHash } from '../../../../lib/scroll-to-hash.ts';
import { CalendarCard } from './calendar-card.tsx';
import { ChangeEmailForm } from './change-email-form.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { PersonalDataCard } from './personal-data-card.tsx';
import { ProfileForm } from './profile-form.tsx';

/** /my-account: the member's name, password and email, and their calendar feed. */
export function MyAccountPage() {
  useScrollToHash();
  return (
    <>
      <PageHeader title="My Account" description="Your name, password and email address." />
      <Stack gap="lg" maw={640}>
        <ProfileForm />
        <ChangePasswordForm />
        <ChangeEmailForm />
        <CalendarCard />
        <PersonalDataCard />
      </Stack>
    </>
  );
}
