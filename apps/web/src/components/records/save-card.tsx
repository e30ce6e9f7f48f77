import { Trans } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { UnsavedChangesGuard } from '../unsaved-changes.tsx';

interface SaveCardProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** Called on submit (the browser's own submit is prevented). */
  onSubmit: () => void;
  isPending: boolean;
  /** Leaving with changes asks first, except while they are being saved. */
  isDirty: boolean;
  children: ReactNode;
}

/** One titled part of a record's page, saved on its own with "Save changes". */
export function SaveCard(props: SaveCardProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={props.id}>
      <UnsavedChangesGuard when={props.isDirty && !props.isPending} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="lg" id={props.id}>
            {props.title}
          </Title>
          {props.children}
          <Group justify="flex-end">
            <Button type="submit" loading={props.isPending}>
              <Trans>Save changes</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
