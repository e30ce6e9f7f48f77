import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, TextInput } from '@mantine/core';
import { updateEmailInputSchema } from '@showdesk/domain/people/auth';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useClearingForm } from '../../../../components/records/use-clearing-form.ts';
import { useSession } from '../../../../lib/session.ts';
import { useRequestEmailChange } from '../api/account-api.ts';
import { CurrentPasswordInput, FormCard } from './form-card.tsx';

export function ChangeEmailForm() {
  const { user } = useSession();
  const { t } = useLingui();
  const email = user.email;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useClearingForm({
    empty: { newEmail: '', currentPassword: '' },
    schema: updateEmailInputSchema,
    mutation: useRequestEmailChange(),
    // A wrong current password comes back at its field; anything else is about the address.
    refusedAt: 'newEmail',
  });

  const save = () =>
    form.save(
      { ...form.values, continuePath: '/my-account' },
      { onSaved: (sent) => setSentTo(sent.newEmail) },
    );

  return (
    <FormCard
      title={t`Change email`}
      description={t`You log in with ${email}. We'll send a link to the new address to confirm it.`}
      submitLabel={t`Send confirmation link`}
      isPending={form.isPending}
      onSubmit={save}
    >
      {sentTo ? (
        <Alert role="status" color="brand" icon={<IconMailForward size={18} />}>
          <Trans>We've sent a link to {sentTo}. Open it to confirm your new email address.</Trans>
        </Alert>
      ) : null}
      <TextInput
        label={t`New email`}
        type="email"
        required
        autoComplete="email"
        {...form.field.text('newEmail')}
      />
      <CurrentPasswordInput
        description={t`To confirm it is you`}
        {...form.field.text('currentPassword')}
      />
    </FormCard>
  );
}
