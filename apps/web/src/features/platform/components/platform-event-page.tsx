import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconCalendarEvent, IconDoorEnter } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { RecordPage } from '../../../components/record-page.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { errorMessage } from '../../../lib/field-errors.ts';
import {
  usePlatformEvent,
  useSwitchIntoEvent,
  useUpdatePlatformEvent,
} from '../api/platform-api.ts';
import { platformPaths } from '../paths.ts';
import { PlatformEventForm, platformEventValues } from './platform-event-form.tsx';

/** /admin/platform/events/:eventId: an event's name, slug, host names and dates. */
export function PlatformEventPage() {
  const { eventId = '' } = useParams();
  const { t } = useLingui();
  const update = useUpdatePlatformEvent(eventId);
  const switchInto = useSwitchIntoEvent();
  return (
    <RecordPage
      query={usePlatformEvent(eventId)}
      noun={{ one: t`event`, many: t`events` }}
      icon={<IconCalendarEvent size={34} />}
      listPath={platformPaths.list}
      id={eventId}
      title={(event) => event.name}
      description={(event) => {
        const hosts = event.hostnames.join(', ');
        const members = event.memberCount;
        return t({
          message: plural(members, {
            one: `# member · ${hosts}`,
            other: `# members · ${hosts}`,
          }),
        });
      }}
      actions={(event) => (
        <Button
          variant="default"
          leftSection={<IconDoorEnter size={16} aria-hidden />}
          loading={switchInto.isPending}
          onClick={() =>
            switchInto.mutate(event.id, {
              onError: (error) => feedback('error', errorMessage(error)),
            })
          }
        >
          <Trans>Open as admin</Trans>
        </Button>
      )}
    >
      {(event) => (
        <PlatformEventForm
          key={event.id}
          initial={platformEventValues(event)}
          submitLabel={t`Save`}
          mutation={update}
          guardUnsaved
        />
      )}
    </RecordPage>
  );
}
