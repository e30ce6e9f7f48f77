import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import {
  type ConfirmPasswordInput,
  confirmPasswordInputSchema,
} from '@showdesk/domain/people/second-factor';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { useFieldErrors } from '../../../../components/record-form.tsx';
import { apiFieldErrors } from '../../../../lib/field-errors.ts';
import { CurrentPasswordInput } from './form-card.tsx';

interface PasswordCheckFormProps<T> {
  /** The call the password is asked again for (set up, turn off, new recovery codes). */
  mutation: UseMutationResult<T, Error, ConfirmPasswordInput>;
  intro: ReactNode;
  submitLabel: string;
  isDestructive?: boolean;
  /** Focus the password at once (in a dialog, where the intro is its title's neighbour). */
  hasFocus?: boolean;
  onDone: (answer: T) => void;
  onCancel?: () => void;
}

/**
 * Asks for the current password again before a change of two-step verification: a wrong one
 * is said at its field (as the server names it), any other refusal above the buttons.
 */
export function PasswordCheckForm<T>({
  mutation,
  intro,
  submitLabel,
  isDestructive = false,
  hasFocus = false,
  onDone,
  onCancel,
}: PasswordCheckFormProps<T>) {
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const { errors, setErrors, check } = useFieldErrors();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = check(confirmPasswordInputSchema, { currentPassword: password });
    if (!input) return;
    setFailure(null);
    mutation.mutate(input, {
      onSuccess: (answer) => {
        setPassword('');
        onDone(answer);
      },
      onError: (error) => {
        const fields = apiFieldErrors(error);
        if (fields.currentPassword) setErrors(fields);
        else setFailure(error);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{intro}</Text>
        <CurrentPasswordInput
          value={password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            setErrors({});
          }}
          error={errors.currentPassword}
          data-autofocus={hasFocus || undefined}
        />
        {failure ? <ErrorAlert error={failure} /> : null}
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
          ) : null}
          <Button
            type="submit"
            color={isDestructive ? 'red' : undefined}
            loading={mutation.isPending}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
