import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Card,
  Group,
  PasswordInput,
  type PasswordInputProps,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

interface FormCardProps {
  id?: string;
  title: string;
  description?: string;
  submitLabel: string;
  isPending: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** One titled form of the account page with its save button. */
export function FormCard({
  id,
  title,
  description,
  submitLabel,
  isPending,
  onSubmit,
  children,
}: FormCardProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const headingId = `${id ?? title.replace(/\W+/g, '-').toLowerCase()}-heading`;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      id={id}
      component="section"
      aria-labelledby={headingId}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg" id={headingId}>
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed" mt={4}>
                {description}
              </Text>
            ) : null}
          </div>
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={isPending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** The account's current password, which a change of login details asks for. */
export function CurrentPasswordInput(props: PasswordInputProps) {
  const { t } = useLingui();
  return (
    <PasswordInput
      label={t`Current password`}
      required
      autoComplete="current-password"
      {...props}
    />
  );
}
