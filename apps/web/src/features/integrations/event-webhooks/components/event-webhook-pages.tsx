import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import type {
  EventWebhook,
  EventWebhookWithSecret,
} from '@showdesk/domain/integrations/event-webhooks';
import { IconEdit, IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { HeaderLink } from '../../../../components/list-page.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { RecordPage } from '../../../../components/record-page.tsx';
import { FormPageSkeleton } from '../../../../components/record-state.tsx';
import { SecretNotice } from '../../../../components/webhooks/secret-notice.tsx';
import { deleteOf } from '../../../../lib/confirmed-delete.ts';
import {
  useCreateEventWebhook,
  useDeleteEventWebhook,
  useEventWebhook,
  useUpdateEventWebhook,
} from '../api/event-webhooks-api.ts';
import { eventWebhookPaths } from '../paths.ts';
import { EventWebhookDetails } from './event-webhook-details.tsx';
import {
  EventWebhookForm,
  eventWebhookNoun,
  newEventWebhook,
  valuesOf,
} from './event-webhook-form.tsx';

const icon = <IconWebhook size={34} />;

/**
 * /admin/integrations/event-webhooks/add: once added, its signing secret is shown, this once,
 * with a copy button.
 */
export function EventWebhookAddPage() {
  const create = useCreateEventWebhook();
  const [created, setCreated] = useState<EventWebhookWithSecret | null>(null);
  const { t } = useLingui();
  if (created) {
    return (
      <>
        <PageHeader title={t`Event webhook added`} description={created.webhook.name} />
        <Stack gap="md" maw={720}>
          <SecretNotice secret={created.secret} />
          <Text size="sm">
            <Trans>Send a test from the webhook’s page to check your receiver takes it.</Trans>
          </Text>
          <Group>
            <Button component={Link} to={eventWebhookPaths.one(created.webhook.id)}>
              <Trans>Go to the webhook</Trans>
            </Button>
            <Button component={Link} to={eventWebhookPaths.list} variant="default">
              <Trans>Back to event webhooks</Trans>
            </Button>
          </Group>
        </Stack>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={t`Add event webhook`}
        description={t`Choose what it hears; its signing secret is shown once it is added.`}
      />
      <EventWebhookForm<EventWebhookWithSecret>
        initial={newEventWebhook}
        submitLabel={t`Add event webhook`}
        mutation={create}
        onSaved={setCreated}
        cancelTo={eventWebhookPaths.list}
      />
    </>
  );
}

/** A webhook's record pages: the webhook by its id, named by its name; not found, the list. */
function useEventWebhookRecord(id: string) {
  return {
    query: useEventWebhook(id),
    noun: eventWebhookNoun(),
    icon,
    listPath: eventWebhookPaths.list,
    id,
    title: (w: EventWebhook) => w.name,
  };
}

/**
 * /admin/integrations/event-webhooks/:eventWebhookId: its settings, the test send, a new
 * secret and the delivery log; edit and delete (asked first).
 */
export function EventWebhookPage() {
  const { eventWebhookId = '' } = useParams();
  const remove = useDeleteEventWebhook();
  const { t } = useLingui();
  return (
    <RecordPage
      {...useEventWebhookRecord(eventWebhookId)}
      description={(w) => w.requestURL}
      actions={(w) => (
        <HeaderLink to={eventWebhookPaths.edit(w.id)} icon={IconEdit}>
          <Trans>Edit</Trans>
        </HeaderLink>
      )}
      remove={{
        mutation: deleteOf(remove, eventWebhookId),
        consequence: () => t`Its delivery log goes with it; nothing more is sent to its address.`,
      }}
      skeleton={<FormPageSkeleton formHeight={420} maw={900} />}
    >
      {(w) => <EventWebhookDetails webhook={w} />}
    </RecordPage>
  );
}

/** /admin/integrations/event-webhooks/:eventWebhookId/edit: name, URL, kinds, active. */
export function EventWebhookEditPage() {
  const { eventWebhookId = '' } = useParams();
  const update = useUpdateEventWebhook(eventWebhookId);
  const { t } = useLingui();
  return (
    <RecordPage
      {...useEventWebhookRecord(eventWebhookId)}
      heading={t`Edit event webhook`}
      description={(w) => w.name}
      skeleton={<FormPageSkeleton formHeight={640} />}
    >
      {(w) => (
        <EventWebhookForm<EventWebhook>
          key={`${w.id}:${w.updatedAt}`}
          initial={valuesOf(w)}
          submitLabel={t`Save event webhook`}
          mutation={update}
          cancelTo={eventWebhookPaths.one(w.id)}
          goTo={eventWebhookPaths.one(w.id)}
          guardUnsaved
        />
      )}
    </RecordPage>
  );
}
