import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { MemberForm } from '@showdesk/domain/forms/filling';
import { IconClipboardList } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CardGrid } from '../../../components/card-grid.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useMemberForms } from '../api/fill-api.ts';
import { formPaths } from '../form-paths.ts';

/** Where the team stands with a form. */
export function formStatus(form: Pick<MemberForm, 'submission'>) {
  if (!form.submission) return { label: t`Not started`, color: 'gray' } as const;
  if (form.submission.isDraft) return { label: t`Draft`, color: 'yellow' } as const;
  return { label: t`Submitted`, color: 'green' } as const;
}

/** /forms: the open forms, each with the team's status and the way in. */
export function MemberFormsPage() {
  const { t } = useLingui();
  const query = useMemberForms();
  return (
    <>
      <PageHeader
        title={t`Forms`}
        description={t`Forms the organisers need your team to fill in.`}
      />
      <CardGrid
        query={query}
        items={query.data?.forms ?? []}
        cols={{ base: 1, '700px': 2 }}
        skeletons={4}
        label={t`Forms`}
        skeleton={
          <Card withBorder radius="md" padding="md">
            <Skeleton h={20} w="60%" />
            <Skeleton h={12} w="90%" mt="sm" />
            <Skeleton h={32} w={140} mt="md" />
          </Card>
        }
        empty={{
          icon: <IconClipboardList size={34} />,
          title: t`No forms yet`,
          children: t`The organisers haven’t published any forms yet. They’ll appear here when they do.`,
        }}
        getKey={(form) => form.id}
      >
        {(form) => <FormCard form={form} />}
      </CardGrid>
    </>
  );
}

function FormCard({ form }: { form: MemberForm }) {
  const { t } = useLingui();
  const title = form.title;
  const status = formStatus(form);
  const submission = form.submission;
  const action =
    !submission || submission.isDraft
      ? { label: submission ? t`Continue draft` : t`Fill in`, to: formPaths.fill(form.id) }
      : form.isEditable
        ? { label: t`View or edit`, to: formPaths.submission(form.id, submission.id) }
        : { label: t`View submission`, to: formPaths.submission(form.id, submission.id) };
  const actionLabel = action.label;
  return (
    <Card withBorder radius="md" padding="md" h="100%">
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Text fw={650} fz="lg" style={{ overflowWrap: 'break-word' }}>
              {form.title}
            </Text>
            <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
              {status.label}
            </Badge>
          </Group>
          {form.description ? (
            <Text size="sm" c="dimmed" lineClamp={3}>
              {form.description}
            </Text>
          ) : null}
          {submission ? (
            <Text size="xs" c="dimmed">
              {submission.isDraft ? <Trans>Draft saved</Trans> : <Trans>Sent</Trans>}{' '}
              {formatDateTime(submission.updatedAt)}
            </Text>
          ) : null}
        </Stack>
        <Group gap="sm">
          <Button
            component={Link}
            to={action.to}
            size="sm"
            aria-label={t`${actionLabel}: ${title}`}
          >
            {action.label}
          </Button>
          {submission ? (
            <Button
              component={Link}
              to={formPaths.submissions(form.id)}
              size="sm"
              variant="default"
              aria-label={t`Submissions: ${title}`}
            >
              <Trans>Submissions</Trans>
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
