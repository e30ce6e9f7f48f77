import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCreatePlatformEvent } from '../api/platform-api.ts';
import { platformPaths } from '../paths.ts';
import { PlatformEventForm } from './platform-event-form.tsx';

const today = new Date().toISOString().slice(0, 10);

/** /admin/platform/events/add: a new event with the spec's defaults; you belong to it. */
export function PlatformEventAddPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Add event`}
        description={t`The event starts with the default settings; you become its admin.`}
      />
      <PlatformEventForm
        initial={{ name: '', slug: '', hostnames: [], startDate: today, endDate: today }}
        submitLabel={t`Add event`}
        mutation={useCreatePlatformEvent()}
        goTo={platformPaths.list}
      />
    </>
  );
}
