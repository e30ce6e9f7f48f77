import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { EmailTemplate } from '@showdesk/domain/messaging/email-templates';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { useResetEmailTemplate } from '../api/email-templates-api.ts';

/** "Reset to default", asked first: the event's version is deleted. Shown only when there is one. */
export function ResetTemplateButton({ template }: { template: EmailTemplate }) {
  const reset = useResetEmailTemplate(template.id);
  const { t } = useLingui();
  const name = template.name;
  const [isAsking, setAsking] = useState(false);
  if (!template.isCustomised) return null;
  return (
    <>
      <Button
        variant="outline"
        color="red"
        leftSection={<IconRestore size={16} aria-hidden />}
        onClick={() => setAsking(true)}
      >
        <Trans>Reset to default</Trans>
      </Button>
      <ConfirmDialog
        opened={isAsking}
        title={t`Reset this email to the default?`}
        confirmLabel={t`Reset to default`}
        isDestructive
        isPending={reset.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              feedback('success', t`“${name}” is back to the default`);
            },
            onError: (error) => feedback('error', errorMessage(error)),
          })
        }
      >
        <Trans>
          The event’s subject and text of “{name}” are deleted; the default is sent from now on.
          This can’t be undone.
        </Trans>
      </ConfirmDialog>
    </>
  );
}
