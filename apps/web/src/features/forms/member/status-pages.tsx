import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { IconCircleCheck, IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { useBreadcrumbLabel } from '../../../lib/breadcrumb-labels.ts';
import { useMemberConfirmation } from '../api/fill-api.ts';
import { formPaths } from '../form-paths.ts';
import { ConfirmationBody } from './confirmation-body.tsx';
import { useMemberForm } from './member-form.tsx';

/** A screen's way on, then back to the forms list. */
function NextOrBack({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Group justify="center" gap="sm">
      <Button component={Link} to={to}>
        {children}
      </Button>
      <Button component={Link} to={formPaths.list} variant="default">
        <Trans>Back to forms</Trans>
      </Button>
    </Group>
  );
}

/** /forms/:formId/draft-saved: the draft is kept; come back to it any time. */
export function DraftSavedPage() {
  const { formId = '' } = useParams();
  const { t } = useLingui();
  const title = useMemberForm(formId).data?.form.title;
  return (
    <StatusScreen
      icon={<IconDeviceFloppy size={34} />}
      color="blue"
      title={t`Draft Saved`}
      actions={
        <NextOrBack to={formPaths.fill(formId)}>
          <Trans>Continue filling in</Trans>
        </NextOrBack>
      }
    >
      {title ? (
        <Trans>
          Your draft of “{title}” has been saved. Your team can carry on with it any time before
          sending it.
        </Trans>
      ) : (
        <Trans>
          Your draft has been saved. Your team can carry on with it any time before sending it.
        </Trans>
      )}
    </StatusScreen>
  );
}

/**
 * /forms/:formId/:confirmationId: the confirmation after sending: the one the server chose by
 * its rules, or 'default' (the plain thanks) when the form has none of its own.
 */
export function ConfirmationPage() {
  const { formId = '', confirmationId = '' } = useParams();
  const { t } = useLingui();
  useMemberForm(formId);
  useBreadcrumbLabel(encodeURIComponent(confirmationId), t`Confirmation`);
  const confirmation = useMemberConfirmation(formId, confirmationId);
  return (
    <StatusScreen
      icon={<IconCircleCheck size={34} />}
      color="green"
      title={t`Thank You`}
      actions={
        <NextOrBack to={formPaths.submissions(formId)}>
          <Trans>View your submissions</Trans>
        </NextOrBack>
      }
      body={<ConfirmationBody query={confirmation} />}
    />
  );
}
