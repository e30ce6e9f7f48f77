import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Skeleton } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
// The page is drawn exactly as members see it; the content feature owns that drawing.
import { ContentPageView } from '../../../../components/content-view/content-page-view.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { usePublicEvent } from '../../../../lib/session.ts';
import { useGuestContentPage } from '../api/guest-content-api.ts';
import { GuestLayout } from './guest-layout.tsx';
import { GuestLoginScreen, GuestPageSkeleton } from './guest-states.tsx';

/** /guests/content/:contentId: a public content page, readable without logging in. */
export function GuestContentPage() {
  const { contentId = '' } = useParams();
  const { t } = useLingui();
  const event = usePublicEvent();
  const query = useGuestContentPage(event.data?.event.id, contentId);
  const failure = event.error ?? query.error;

  let body: React.ReactNode;
  if (failure && isApiError(failure, 404)) {
    body = (
      <GuestLoginScreen icon={<IconFileOff size={34} />} title={t`Page Not Found`}>
        <Trans>
          This page doesn’t exist or isn’t public. If it belongs to your team, log in to read it.
        </Trans>
      </GuestLoginScreen>
    );
  } else if (failure) {
    body = (
      <Alert color="red" role="alert">
        {errorMessage(failure)}
      </Alert>
    );
  } else if (!query.data) {
    body = (
      <GuestPageSkeleton>
        <Skeleton h={240} />
        <Skeleton h={14} />
        <Skeleton h={14} w="70%" />
      </GuestPageSkeleton>
    );
  } else {
    body = <ContentPageView page={query.data} eventName={event.data?.event.name} />;
  }

  return (
    <GuestLayout event={event.data} isPending={event.isPending}>
      {body}
    </GuestLayout>
  );
}
