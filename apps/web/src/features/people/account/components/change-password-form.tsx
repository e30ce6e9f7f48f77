import { useLingui } from '@lingui/react/macro';
import { PasswordInput } from '@mantine/core';
import { changePasswordInputSchema } from '@showdesk/domain/people/auth';
import { useClearingForm } from '../../../../components/records/use-clearing-form.ts';
import { feedback } from '../../../../lib/feedback.ts';
import { useChangePassword } from '../api/account-api.ts';
import { CurrentPasswordInput, FormCard } from './form-card.tsx';

export function ChangePasswordForm() {
  const { t } = useLingui();
  const form = useClearingForm({
    empty: { currentPassword: '', newPassword: '', confirm: '' },
    schema: changePasswordInputSchema,
    mutation: useChangePassword(),
    refusedAt: 'currentPassword',
  });

  const save = () => {
    const { currentPassword, newPassword, confirm } = form.values;
    form.save(
      { currentPassword, newPassword },
      {
        more: confirm === newPassword ? {} : { confirm: t`The passwords do not match` },
        onSaved: () => feedback('success', t`Your password has been changed`),
      },
    );
  };

  return (
    <FormCard
      id="password"
      title={t`Change password`}
      description={t`You stay logged in here; other devices are logged out.`}
      submitLabel={t`Change password`}
      isPending={form.isPending}
      onSubmit={save}
    >
      <CurrentPasswordInput {...form.field.text('currentPassword')} />
      <PasswordInput
        label={t`New password`}
        description={t`At least 8 characters`}
        required
        autoComplete="new-password"
        {...form.field.text('newPassword')}
      />
      <PasswordInput
        label={t`Confirm new password`}
        required
        autoComplete="new-password"
        {...form.field.text('confirm')}
      />
    </FormCard>
  );
}
