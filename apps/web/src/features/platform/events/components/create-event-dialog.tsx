import { Button, Group, Modal, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { type CreateEventInput, createEventInputSchema } from '@showdesk/domain/platform/events';
import { type FormEvent, useState } from 'react';
import { DateInput } from '../../../../components/date-input.tsx';
import { slugOf } from '../../../../components/event-fields.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import {
  apiFieldErrors,
  errorMessage,
  type FieldErrors,
  zodFieldErrors,
} from '../../../../lib/field-errors.ts';
import { useCreateEvent } from '../api/my-events-api.ts';

const empty: CreateEventInput = {
  name: '',
  shortName: '',
  longName: '',
  slug: '',
  hostnames: [],
  startDate: '',
  endDate: '',
};

/** Creates an event (eventflowAdmin): it starts with the spec's defaults, its creator as admin. */
export function CreateEventDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateEvent();
  const [values, setValues] = useState<CreateEventInput>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof CreateEventInput>(key: K, value: CreateEventInput[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createEventInputSchema.safeParse(values);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        feedback('success', `${created.name} is ready`);
        setValues(empty);
        onClose();
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        feedback('error', errorMessage(error));
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Create an event" size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            required
            value={values.name}
            onChange={(e) => {
              const name = e.currentTarget.value;
              setValues((current) => ({
                ...current,
                name,
                slug: current.slug === slugOf(current.name) ? slugOf(name) : current.slug,
              }));
            }}
            error={errors.name}
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Short name"
              value={values.shortName}
              onChange={(e) => set('shortName', e.currentTarget.value)}
              error={errors.shortName}
            />
            <TextInput
              label="Long name"
              value={values.longName}
              onChange={(e) => set('longName', e.currentTarget.value)}
              error={errors.longName}
            />
            <TextInput
              label="Slug"
              description="Lower-case letters, digits and dashes"
              required
              value={values.slug}
              onChange={(e) => set('slug', e.currentTarget.value)}
              error={errors.slug}
            />
            <TagsInput
              label="Host names"
              description="Press Enter after each, e.g. show-2028.example.com"
              required
              value={values.hostnames}
              onChange={(hostnames) => set('hostnames', hostnames)}
              error={errors.hostnames ?? errors['hostnames.0']}
            />
            <DateInput
              label="Start date"
              required
              value={values.startDate}
              onChange={(day) => set('startDate', day)}
              error={errors.startDate}
            />
            <DateInput
              label="End date"
              required
              value={values.endDate}
              onChange={(day) => set('endDate', day)}
              error={errors.endDate}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create event
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
