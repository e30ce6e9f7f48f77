import { PageHeader } from '../../../../../components/page-header.tsx';
import { useCreateNotification } from '../api/notifications-api.ts';
import { notificationPaths } from '../paths.ts';
import { emptyNotification, NotificationForm } from './notification-form.tsx';

/** /admin/notifications/add: a new notification, saved as a draft, sent now or scheduled. */
export function NotificationAddPage() {
  const create = useCreateNotification();
  return (
    <>
      <PageHeader
        title="Add notification"
        description="An announcement members see under the bell, and by email if you choose."
      />
      <NotificationForm
        initial={emptyNotification}
        submitLabel="Save"
        goTo={notificationPaths.list}
        mutation={create}
      />
    </>
  );
}
