import { useLingui } from '@lingui/react/macro';
import { Group, TextInput } from '@mantine/core';
import { updateProfileInputSchema } from '@showdesk/domain/people/users';
import { useState } from 'react';
import { feedback } from '../../../../lib/feedback.ts';
import {
  apiFieldErrors,
  errorMessage,
  type FieldErrors,
  zodFieldErrors,
} from '../../../../lib/field-errors.ts';
import { useSession } from '../../../../lib/session.ts';
import { useUpdateProfile } from '../api/account-api.ts';
import { FormCard } from './form-card.tsx';

export function ProfileForm() {
  const { user, event } = useSession();
  const { t } = useLingui();
  const update = useUpdateProfile(event.id);
  const [firstName, setFirstName] = useState(user.firstName);
  const [surname, setSurname] = useState(user.surname);
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = () => {
    const parsed = updateProfileInputSchema.safeParse({ firstName, surname });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => feedback('success'),
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        feedback('error', errorMessage(error));
      },
    });
  };

  return (
    <FormCard
      title={t`Your details`}
      submitLabel={t`Save details`}
      isPending={update.isPending}
      onSubmit={save}
    >
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label={t`First name`}
          required
          autoComplete="given-name"
          value={firstName}
          onChange={(e) => setFirstName(e.currentTarget.value)}
          error={errors.firstName}
          miw={200}
        />
        <TextInput
          label={t`Surname`}
          required
          autoComplete="family-name"
          value={surname}
          onChange={(e) => setSurname(e.currentTarget.value)}
          error={errors.surname}
          miw={200}
        />
      </Group>
    </FormCard>
  );
}
