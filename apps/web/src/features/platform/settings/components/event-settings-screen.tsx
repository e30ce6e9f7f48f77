import { CloseShowSection } from './close-show-section.tsx';
import { EventSettingsPage } from './event-settings-page.tsx';
import { RetentionPreviewSection } from './retention-preview-section.tsx';

/** /admin/settings/event: the event settings form, then closing and reopening the show. */
export function EventSettingsScreen() {
  return (
    <>
      <EventSettingsPage />
      <CloseShowSection />
      <RetentionPreviewSection />
    </>
  );
}
