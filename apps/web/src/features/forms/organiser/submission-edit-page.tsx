import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { LockStatus } from '@showdesk/domain/forms/locks';
import { IconDeviceFloppy, IconFileOff, IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { HistoryPanel } from '../../../components/history/history-panel.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { FormPageSkeleton } from '../../../components/record-state.tsx';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useBreadcrumbLabel } from '../../../lib/breadcrumb-labels.ts';
import { feedback } from '../../../lib/feedback.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import {
  releaseLock,
  type SubmissionRow,
  takeLock,
  useEditSubmission,
  useEventCurrency,
  useOrganiserForm,
  useOrganiserUpload,
  useSubmissionRow,
} from '../api/fill-api.ts';
import {
  checkValues,
  errorsAfterChange,
  type FillErrors,
  fillErrorsOf,
  type RenderableBundle,
  sendableValues,
} from '../fill/fill-model.ts';
import { FormRenderer } from '../fill/form-renderer.tsx';
import { formPaths } from '../form-paths.ts';

/** How often an open editor refreshes its lock (locks live 5 minutes). */
const lockRefreshMs = 60_000;

type LockView = { state: 'checking' } | { state: 'mine' } | { state: 'held'; message: string };

/**
 * The submission's lock while its editor is open: taken at once and refreshed every minute,
 * given up on leaving. Held by someone else: the page is read-only and says who.
 */
function useSubmissionLock(submissionId: string, enabled: boolean): LockView {
  const { event } = useSession();
  const [view, setView] = useState<LockView>({ state: 'checking' });
  useEffect(() => {
    if (!enabled) return;
    let isOpen = true;
    let isMine = false;
    const take = () =>
      takeLock(event.id, submissionId)
        .then(() => {
          isMine = true;
          if (isOpen) setView({ state: 'mine' });
        })
        .catch((error: unknown) => {
          if (!isOpen) return;
          const details = isApiError(error)
            ? (error.details as Partial<LockStatus> | undefined)
            : undefined;
          const holderName = details?.holderName;
          const message = isApiError(error, 409)
            ? holderName
              ? t`${holderName} is editing this submission`
              : error.message
            : t`The submission could not be locked for editing, so it is shown read-only.`;
          isMine = false;
          setView({ state: 'held', message });
        });
    void take();
    const timer = setInterval(take, lockRefreshMs);
    return () => {
      isOpen = false;
      clearInterval(timer);
      if (isMine) void releaseLock(event.id, submissionId).catch(() => undefined);
    };
  }, [enabled, event.id, submissionId]);
  return view;
}

/** /admin/forms/:formId/submissions/:submissionId/edit: an organiser changes a submission. */
export function SubmissionEditPage() {
  const { formId = '', submissionId = '' } = useParams();
  const [params] = useSearchParams();
  const { t } = useLingui();
  const isViewOnly = params.get('view') === '1';
  const form = useOrganiserForm(formId);
  const query = useSubmissionRow(formId, submissionId);
  const lock = useSubmissionLock(submissionId, !isViewOnly);
  useBreadcrumbLabel(encodeURIComponent(formId), form.data?.form.title);
  const isReadOnly = isViewOnly || lock.state === 'held';
  // The last crumb (the path's "edit") says what the page is, as its heading does.
  useBreadcrumbLabel('edit', isReadOnly ? t`View` : undefined);
  return (
    <RecordPage
      query={query}
      noun={{ one: 'submission', many: 'submissions' }}
      icon={<IconFileOff size={34} />}
      listPath={formPaths.adminSubmissions(formId)}
      id={submissionId}
      title={(row) => row.teamName ?? (row.isGuest ? t`Guest submission` : t`Submission`)}
      heading={isReadOnly ? t`Submission` : t`Edit submission`}
      description={(row) => {
        const updated = formatDateTime(row.updatedAt);
        return (
          <Group gap="xs" component="span">
            <Badge color={row.isDraft ? 'yellow' : 'green'} variant="light" component="span">
              {row.isDraft ? <Trans>Draft</Trans> : <Trans>Submitted</Trans>}
            </Badge>
            <Text span size="sm">
              {row.teamName ?? (row.isGuest ? <Trans>Guest</Trans> : <Trans>No team</Trans>)}
              {row.submittedBy ? ` · ${row.submittedBy}` : ''} · <Trans>updated {updated}</Trans>
            </Text>
          </Group>
        );
      }}
    >
      {(row) =>
        form.isError ? (
          <ErrorAlert error={form.error} />
        ) : !form.data ? (
          <FormPageSkeleton formHeight={300} />
        ) : (
          <Stack gap="lg">
            <SubmissionEditor
              key={row.updatedAt}
              bundle={form.data}
              row={row}
              isViewOnly={isViewOnly}
              lock={lock}
            />
            <Box maw={860}>
              <HistoryPanel record={{ kind: 'submission', id: row.id }} version={row.updatedAt} />
            </Box>
          </Stack>
        )
      }
    </RecordPage>
  );
}

function SubmissionEditor({
  bundle,
  row,
  isViewOnly,
  lock,
}: {
  bundle: RenderableBundle;
  row: SubmissionRow;
  isViewOnly: boolean;
  lock: LockView;
}) {
  const { t } = useLingui();
  const formId = row.formId;
  const currency = useEventCurrency();
  const currencyId = currency.data ?? 'GBP';
  const save = useEditSubmission(formId, row.id);
  const onUpload = useOrganiserUpload(formId, row.id);
  const [values, setValues] = useState<Record<string, unknown>>(() => ({ ...row.values }));
  const [errors, setErrors] = useState<FillErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [isDirty, setIsDirty] = useState(false);
  const leaving = useRef(false);
  const guard = useUnsavedChanges(isDirty, leaving);
  const readOnly = isViewOnly || lock.state !== 'mine';

  const submit = () => {
    setFailure(null);
    const found = checkValues(bundle, values, { isDraft: row.isDraft, currencyId });
    setErrors(found);
    if (Object.keys(found).length) {
      feedback('error', t`Some answers need attention. Check the fields marked in red.`);
      return;
    }
    save.mutate(
      {
        values: sendableValues(bundle, values),
        isDraft: row.isDraft,
        expectedUpdatedAt: row.updatedAt,
      },
      {
        onSuccess: () => {
          feedback('success');
          setIsDirty(false);
          guard.leave(formPaths.adminSubmissions(formId));
        },
        onError: (error) => {
          if (isApiError(error, 400) && Array.isArray(error.details) && error.details.length)
            setErrors(fillErrorsOf(error.details));
          setFailure(error);
        },
      },
    );
  };

  return (
    <Stack gap="md" maw={860}>
      {lock.state === 'held' ? (
        <Alert color="yellow" icon={<IconLock size={18} aria-hidden />} title={t`Read-only`}>
          {lock.message}
        </Alert>
      ) : null}
      {failure ? <ErrorAlert error={failure} /> : null}
      <Card
        withBorder
        radius="md"
        padding="lg"
        component="form"
        noValidate
        aria-label={t`Submission`}
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          if (!readOnly) submit();
        }}
      >
        <FormRenderer
          bundle={bundle}
          currencyId={currencyId}
          values={values}
          onChange={(next) => {
            setErrors((current) => errorsAfterChange(current, values, next));
            setValues(next);
            setIsDirty(true);
          }}
          errors={errors}
          readOnly={readOnly}
          onUpload={readOnly ? undefined : onUpload}
          actions={
            readOnly
              ? undefined
              : ({ isLast }) =>
                  isLast ? (
                    <Button
                      type="submit"
                      loading={save.isPending}
                      leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                    >
                      <Trans>Save changes</Trans>
                    </Button>
                  ) : null
          }
        />
      </Card>
      {guard.dialog}
    </Stack>
  );
}
