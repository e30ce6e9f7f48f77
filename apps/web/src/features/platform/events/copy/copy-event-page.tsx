import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Fieldset, Stack, Text } from '@mantine/core';
import {
  defaultEventCopyOptions,
  type EventCopyOptions,
  eventCopyInputSchema,
  eventCopyPartLabels,
  eventCopyParts,
} from '@showdesk/domain/platform/event-copy';
import type { PlatformEvent, PlatformEventInput } from '@showdesk/domain/platform/platform';
import { IconCalendarEvent, IconCopy } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { EventFields } from '../../../../components/event-fields.tsx';
import { RecordForm, useRecordValues } from '../../../../components/record-form.tsx';
import { RecordPage } from '../../../../components/record-page.tsx';
import { usePlatformEvent } from '../../api/platform-api.ts';
import { platformPaths } from '../../paths.ts';
import { useStartEventCopy } from './copy-api.ts';
import { nextEdition } from './next-edition.ts';

type CopyValues = PlatformEventInput & { options: EventCopyOptions };

/** /admin/platform/events/:eventId/copy: next year's edition of an event, and what comes along. */
export function CopyEventPage() {
  const { eventId = '' } = useParams();
  const { t } = useLingui();
  return (
    <RecordPage
      query={usePlatformEvent(eventId)}
      noun={{ one: t`event`, many: t`events` }}
      icon={<IconCalendarEvent size={34} />}
      listPath={platformPaths.list}
      id={eventId}
      title={(event) => {
        const name = event.name;
        return t`Copy ${name}`;
      }}
      description={() =>
        t`A new event with what you choose below. Every date moves by the difference between the two start dates; this event stays as it is.`
      }
    >
      {(event) => <CopyEventForm key={event.id} event={event} />}
    </RecordPage>
  );
}

function CopyEventForm({ event }: { event: PlatformEvent }) {
  const { t } = useLingui();
  const mutation = useStartEventCopy(event.id);
  const initial: CopyValues = { ...nextEdition(event), options: { ...defaultEventCopyOptions } };
  const { values, set, isPending, save, formProps } = useRecordValues<CopyValues, { id: string }>(
    { initial, mutation, goTo: (started) => platformPaths.copy(started.id) },
    { message: () => t`The copy has started` },
  );
  const submit = () => {
    const input = save.check(eventCopyInputSchema, values);
    if (input) mutation.mutate(input, save.handlers() as never);
  };
  const setPart = (part: keyof EventCopyOptions, checked: boolean) =>
    set({ options: { ...values.options, [part]: checked } });
  return (
    <RecordForm
      {...formProps(submit, t`Copy event`)}
      submitIcon={<IconCopy size={16} aria-hidden />}
      cancelTo={platformPaths.list}
      label={t`Copy event`}
    >
      <EventFields values={values} onChange={set} errors={save.errors} disabled={isPending} />
      <Fieldset legend={t`What comes along`} variant="unstyled">
        <Text size="sm" c="dimmed" id="copy-parts-note">
          <Trans>
            Never copied: submissions, task progress, comments, members and their data, emails and
            logs.
          </Trans>
        </Text>
        <Stack gap="xs" mt="xs">
          {eventCopyParts.map((part) => (
            <Checkbox
              key={part}
              label={eventCopyPartLabels[part]}
              description={
                part === 'teams'
                  ? t`Each owner is invited to the new event again; nothing of theirs is copied.`
                  : part === 'forms'
                    ? t`Webhooks come turned off, with new secrets.`
                    : undefined
              }
              checked={values.options[part]}
              disabled={isPending}
              onChange={(e) => setPart(part, e.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Fieldset>
      <Text size="sm" c="dimmed">
        <Trans>
          The copy runs in the background; you can follow its progress on the next screen.
        </Trans>
      </Text>
    </RecordForm>
  );
}
