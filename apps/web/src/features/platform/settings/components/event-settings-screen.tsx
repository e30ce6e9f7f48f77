import { Box } from '@mantine/core';
import { HistoryPanel } from '../../../../components/history/history-panel.tsx';
import { useSettings } from '../api/settings-api.ts';
import { ActivityRetentionSection } from './activity-retention-section.tsx';
import { CloseShowSection } from './close-show-section.tsx';
import { EventSettingsPage } from './event-settings-page.tsx';
import { RetentionPreviewSection } from './retention-preview-section.tsx';

/**
 * /admin/settings/event: the event settings form, then closing and reopening the show, and what
 * its retention periods do (personal data, then the activity).
 */
export function EventSettingsScreen() {
  return (
    <>
      <EventSettingsPage />
      <CloseShowSection />
      <RetentionPreviewSection />
      <ActivityRetentionSection />
      <EventSettingsHistory />
    </>
  );
}

/** The event settings' own history; asked again after each save (the document's new answer). */
function EventSettingsHistory() {
  const settings = useSettings('event');
  return (
    <Box maw={720} mt="xl">
      <HistoryPanel record={{ kind: 'settings', id: 'event' }} version={settings.dataUpdatedAt} />
    </Box>
  );
}
