import { Alert, PasswordInput, TextInput } from '@mantine/core';
import { updateEmailInputSchema } from '@showdesk/domain/people/auth';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import {
  apiFieldErrors,
  errorMessage,
  type FieldErrors,
  zodFieldErrors,
} from '../../../../lib/field-errors.ts';
import { useSession } from '../../../../lib/session.ts';
import { useRequestEmailChange } from '../api/account-api.ts';
import { FormCard } from './form-card.tsx';

export function ChangeEmailForm() {
  const { user } = useSession();
  const request = useRequestEmailChange();
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = () => {
    const parsed = updateEmailInputSchema.safeParse({
      newEmail,
      currentPassword,
      continuePath: '/my-account',
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    request.mutate(parsed.data, {
      onSuccess: () => {
        setSentTo(parsed.data.newEmail);
        setNewEmail('');
        setCurrentPassword('');
      },
      // A wrong current password comes back at its field; anything else is about the address.
      onError: (error) => {
        const fields = apiFieldErrors(error);
        setErrors(Object.keys(fields).length > 0 ? fields : { newEmail: errorMessage(error) });
      },
    });
  };

  return (
    <FormCard
      title="Change email"
      description={`You log in with ${user.email}. We'll send a link to the new address to confirm it.`}
      submitLabel="Send confirmation link"
      isPending={request.isPending}
      onSubmit={save}
    >
      {sentTo ? (
        <Alert role="status" color="brand" icon={<IconMailForward size={18} />}>
          We've sent a link to {sentTo}. Open it to confirm your new email address.
        </Alert>
      ) : null}
      <TextInput
        label="New email"
        type="email"
        required
        autoComplete="email"
        value={newEmail}
        onChange={(e) => setNewEmail(e.currentTarget.value)}
        error={errors.newEmail}
      />
      <PasswordInput
        label="Current password"
        description="To confirm it is you"
        required
        autoComplete="current-password"
        value={currentPassword}
        onChange={(e) => setCurrentPassword(e.currentTarget.value)}
        error={errors.currentPassword}
      />
    </FormCard>
  );
}
