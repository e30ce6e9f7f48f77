import { PasswordInput } from '@mantine/core';
import { changePasswordInputSchema } from '@showdesk/domain/people/auth';
import { useState } from 'react';
import { feedback } from '../../../../lib/feedback.ts';
import {
  apiFieldErrors,
  errorMessage,
  type FieldErrors,
  zodFieldErrors,
} from '../../../../lib/field-errors.ts';
import { useChangePassword } from '../api/account-api.ts';
import { FormCard } from './form-card.tsx';

export function ChangePasswordForm() {
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = () => {
    const parsed = changePasswordInputSchema.safeParse({ currentPassword, newPassword });
    const next = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (confirm !== newPassword) next.confirm = 'The passwords do not match';
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return;
    change.mutate(parsed.data, {
      onSuccess: () => {
        setCurrentPassword('');
        setNewPassword('');
        setConfirm('');
        feedback('success', 'Your password has been changed');
      },
      onError: (error) => {
        const fields = apiFieldErrors(error);
        setErrors(
          Object.keys(fields).length > 0 ? fields : { currentPassword: errorMessage(error) },
        );
      },
    });
  };

  return (
    <FormCard
      id="password"
      title="Change password"
      description="You stay logged in here; other devices are logged out."
      submitLabel="Change password"
      isPending={change.isPending}
      onSubmit={save}
    >
      <PasswordInput
        label="Current password"
        required
        autoComplete="current-password"
        value={currentPassword}
        onChange={(e) => setCurrentPassword(e.currentTarget.value)}
        error={errors.currentPassword}
      />
      <PasswordInput
        label="New password"
        description="At least 8 characters"
        required
        autoComplete="new-password"
        value={newPassword}
        onChange={(e) => setNewPassword(e.currentTarget.value)}
        error={errors.newPassword}
      />
      <PasswordInput
        label="Confirm new password"
        required
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.currentTarget.value)}
        error={errors.confirm}
      />
    </FormCard>
  );
}
