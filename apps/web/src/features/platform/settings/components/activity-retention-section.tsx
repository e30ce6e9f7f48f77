import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, Text } from '@mantine/core';
import type { EventSettings } from '@showdesk/domain/platform/settings';
import { SectionCard } from '../../../../components/records/section-card.tsx';
import { useSettings } from '../api/settings-api.ts';

/**
 * The event settings page's word on the activity's retention: what "Keep activity (days)"
 * does with the event's audit trail, as saved.
 */
export function ActivityRetentionSection() {
  const settings = useSettings<EventSettings>('event');
  const days = settings.data?.auditRetentionDays ?? null;
  const { t } = useLingui();
  return (
    <SectionCard id="activity-retention-title" title={t`Activity retention`}>
      {settings.isPending ? (
        <Loader size="sm" aria-label={t`Loading the activity retention`} />
      ) : (
        <Text size="sm">
          {days === null
            ? t`The event’s activity (who changed what, and when) is kept for as long as the event is. Set “Keep activity (days)” above to have older entries deleted.`
            : t`Entries of the event’s activity older than ${days} days are deleted by a daily run (03:30 UTC). The records themselves stay as they are; only the history of their changes goes.`}{' '}
          <Trans>
            A person erased on their request is never named in it: their entries show “Erased
            person”.
          </Trans>
        </Text>
      )}
    </SectionCard>
  );
}
