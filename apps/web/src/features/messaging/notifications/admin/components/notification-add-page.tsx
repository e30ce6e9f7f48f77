import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../../../components/page-header.tsx';
import { useCreateNotification } from '../api/notifications-api.ts';
import { notificationPaths } from '../paths.ts';
import { emptyNotification, NotificationForm } from './notification-form.tsx';

/** /admin/notifications/add: a new notification, saved as a draft, sent now or scheduled. */
export function NotificationAddPage() {
  const create = useCreateNotification();
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Add notification`}
        description={t`An announcement members see under the bell, and by email if you choose.`}
      />
      <NotificationForm
        initial={emptyNotification}
        submitLabel={t`Save`}
        goTo={notificationPaths.list}
        mutation={create}
      />
    </>
  );
}
