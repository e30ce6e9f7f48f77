import { Trans } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconFileOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { HistoryPanel } from '../../../components/history/history-panel.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { FormPageSkeleton } from '../../../components/record-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useMemberSubmission } from '../api/fill-api.ts';
import { FormRenderer } from '../fill/form-renderer.tsx';
import { formPaths } from '../form-paths.ts';
import { useMemberForm } from './member-form.tsx';
import { submissionName } from './member-submissions-page.tsx';

/** /forms/:formId/submissions/:submissionId: one of the team's submissions, read-only. */
export function MemberSubmissionPage() {
  const { formId = '', submissionId = '' } = useParams();
  const form = useMemberForm(formId);
  const query = useMemberSubmission(formId, submissionId);
  return (
    <RecordPage
      query={query}
      noun={{ one: 'submission', many: 'submissions' }}
      icon={<IconFileOff size={34} />}
      listPath={formPaths.submissions(formId)}
      id={submissionId}
      title={submissionName}
      description={(s) => {
        const updated = formatDateTime(s.updatedAt);
        return (
          <Group gap="xs" component="span">
            <Badge color={s.isDraft ? 'yellow' : 'green'} variant="light" component="span">
              {s.isDraft ? <Trans>Draft</Trans> : <Trans>Submitted</Trans>}
            </Badge>
            <Text span size="sm">
              <Trans>Updated {updated}</Trans>
            </Text>
          </Group>
        );
      }}
      actions={(s) =>
        s.isDraft || form.data?.form.isEditable ? (
          <Button
            component={Link}
            to={s.isDraft ? formPaths.fill(formId) : formPaths.edit(formId, s.id)}
            leftSection={<IconEdit size={16} aria-hidden />}
          >
            {s.isDraft ? <Trans>Continue draft</Trans> : <Trans>Edit</Trans>}
          </Button>
        ) : null
      }
    >
      {(s) =>
        form.isError ? (
          <ErrorAlert error={form.error} />
        ) : !form.data ? (
          <FormPageSkeleton formHeight={300} />
        ) : (
          <Stack gap="lg" maw={860}>
            <Card withBorder radius="md" padding="lg">
              <FormRenderer
                bundle={form.data}
                currencyId={form.data.currencyId}
                values={s.values}
                onChange={() => undefined}
                readOnly
              />
            </Card>
            <HistoryPanel
              record={{ kind: 'submission', id: s.id }}
              path={`/my-team/submissions/${encodeURIComponent(s.id)}/history`}
              version={s.updatedAt}
            />
          </Stack>
        )
      }
    </RecordPage>
  );
}
