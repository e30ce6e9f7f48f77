import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Stack, Text } from '@mantine/core';
import type { FillableForm } from '@showdesk/domain/forms/filling';
import type { Submission } from '@showdesk/domain/forms/submissions';
import { IconAlertCircle, IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { FormPageSkeleton } from '../../../components/record-state.tsx';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { clearFeedback, feedback } from '../../../lib/feedback.ts';
import { errorMessage } from '../../../lib/field-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useEventClosed } from '../../../lib/session.ts';
import { useMemberSubmissionActions, useMemberSubmissions } from '../api/fill-api.ts';
import { sendFailureTitle } from '../fill/failure-title.ts';
import {
  checkValues,
  errorsAfterChange,
  type FillErrors,
  fillErrorsOf,
  sendableValues,
} from '../fill/fill-model.ts';
import { FormRenderer } from '../fill/form-renderer.tsx';
import { formPaths } from '../form-paths.ts';
import { memberFormState, useMemberForm } from './member-form.tsx';

/** How long typing pauses before a draft is saved by itself. */
const autosaveDelayMs = 1500;
/** The id of a send's failure toast: one at a time, gone once a send goes through. */
const sendToast = 'form-send';

/**
 * /forms/:formId: the member fills a form in for their team. It continues the team's latest
 * draft (or, with ?edit=<id>, changes a sent submission of an editable form); a draft saves
 * itself while they type.
 */
export function FillFormPage() {
  const { formId = '' } = useParams();
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const form = useMemberForm(formId);
  const submissions = useMemberSubmissions(formId, { fresh: true });
  const chosen = useRef<{
    visit: string;
    start: Submission | null;
    lastSent: Submission | null;
  } | null>(null);

  const fallback = memberFormState(form, <FormPageSkeleton formHeight={420} />);
  if (fallback) return fallback;
  if (submissions.isError) return <ErrorAlert error={submissions.error} />;
  // The team's list as it is now (not a cached one): which draft to continue depends on it.
  if (!form.data || !submissions.data || !submissions.isFetchedAfterMount)
    return <FormPageSkeleton formHeight={420} />;

  const list = submissions.data.submissions;
  const editing = editId ? list.find((s) => s.id === editId) : undefined;
  if (editId && (!editing || (!editing.isDraft && !form.data.form.isEditable))) {
    return (
      <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
        <Trans>This submission can’t be changed.</Trans>{' '}
        <Anchor component={Link} to={formPaths.submissions(formId)}>
          <Trans>Back to your submissions</Trans>
        </Anchor>
      </Alert>
    );
  }
  // Chosen once per visit: a refetched list (the autosave's new draft in it) must not swap the
  // form under the member's fingers.
  const visit = `${formId}|${editId ?? ''}`;
  if (chosen.current?.visit !== visit) {
    chosen.current = {
      visit,
      start: editing ?? list.find((s) => s.isDraft) ?? null,
      lastSent: editing ? null : (list.find((s) => !s.isDraft) ?? null),
    };
  }
  const { start, lastSent } = chosen.current;
  return (
    <FillForm
      key={`${visit}|${start?.id ?? 'new'}`}
      fillable={form.data}
      start={start}
      lastSent={lastSent}
      taskId={params.get('taskId')}
    />
  );
}

interface Current {
  id: string;
  updatedAt: string;
  isDraft: boolean;
}

function FillForm({
  fillable,
  start,
  lastSent,
  taskId = null,
}: {
  fillable: FillableForm;
  start: Submission | null;
  lastSent: Submission | null;
  /** The form task it was opened from (?taskId=): a new submission names it. */
  taskId?: string | null;
}) {
  const { t, i18n } = useLingui();
  const formId = fillable.form.id;
  const actions = useMemberSubmissionActions(formId, taskId);
  // A closed show takes nothing from members: the form shows read-only, its buttons disabled.
  const { isReadOnly } = useEventClosed();
  const [values, setValues] = useState<Record<string, unknown>>(() => ({
    ...(start?.values ?? {}),
  }));
  const [errors, setErrors] = useState<FillErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [isDirty, setIsDirty] = useState(false);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const [isAutosaving, setIsAutosaving] = useState(false);
  const current = useRef<Current | null>(
    start ? { id: start.id, updatedAt: start.updatedAt, isDraft: start.isDraft } : null,
  );
  const latestValues = useRef(values);
  latestValues.current = values;
  // Saves run one after another, each from the submission the one before left.
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const leaving = useRef(false);
  const guard = useUnsavedChanges(isDirty, leaving);
  const isFinal = current.current !== null && !current.current.isDraft;

  const save = (isDraft: boolean) => {
    const run = chain.current.then(async () => {
      const sent = latestValues.current;
      const saved = await actions.save({
        current: current.current,
        values: sendableValues(fillable, sent),
        isDraft,
      });
      current.current = {
        id: saved.submission.id,
        updatedAt: saved.submission.updatedAt,
        isDraft: saved.submission.isDraft,
      };
      if (latestValues.current === sent) setIsDirty(false);
      setSavedAt(new Date());
      setFailure(null);
      return saved;
    });
    chain.current = run.catch(() => undefined);
    return run;
  };

  // A draft (or a form not yet saved) saves itself a moment after the last change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts on each change of the values
  useEffect(() => {
    if (!isDirty || isFinal || busy) return;
    const timer = setTimeout(() => {
      setIsAutosaving(true);
      save(true)
        // A refused draft keeps its changes and says why under the form; the fields show their
        // messages when a button is pressed (not while typing, which would move the focus).
        .catch((error: unknown) => setFailure(error))
        .finally(() => setIsAutosaving(false));
    }, autosaveDelayMs);
    return () => clearTimeout(timer);
  }, [values, isDirty, isFinal, busy]);

  const onChange = (next: Record<string, unknown>) => {
    setErrors((current) => errorsAfterChange(current, latestValues.current, next));
    latestValues.current = next;
    setValues(next);
    setIsDirty(true);
  };

  const onUpload = async (request: {
    fieldId: string;
    file: File;
    onProgress: (percent: number) => void;
  }) => {
    // Files belong to a submission: a form not saved yet is saved as a draft first.
    if (!current.current) await save(true);
    await chain.current;
    const id = current.current?.id;
    if (!id) throw new Error(t`Save the form as a draft, then upload the file again`);
    return actions.upload(id, request.fieldId, request.file, request.onProgress);
  };

  const finish = async (isDraft: boolean) => {
    setFailure(null);
    const browserErrors = checkValues(fillable, latestValues.current, {
      isDraft,
      currencyId: fillable.currencyId,
    });
    setErrors(browserErrors);
    if (Object.keys(browserErrors).length > 0) {
      feedback('error', t`Some answers need your attention. Check the fields marked in red.`, {
        id: sendToast,
      });
      return;
    }
    setBusy(isDraft ? 'draft' : 'submit');
    try {
      const saved = await save(isDraft);
      await actions.refresh();
      // A failed try's toast must not stay over the thank-you page.
      clearFeedback(sendToast);
      leaving.current = true;
      guard.leave(
        isDraft
          ? formPaths.draftSaved(formId)
          : formPaths.confirmation(formId, saved.confirmationId),
      );
    } catch (error) {
      if (isApiError(error, 400) && Array.isArray(error.details) && error.details.length) {
        setErrors(fillErrorsOf(error.details));
        feedback('error', error.message, { id: sendToast });
      } else {
        setFailure(error);
        feedback('error', errorMessage(error), { id: sendToast });
      }
    } finally {
      setBusy(null);
    }
  };

  const status = (() => {
    if (isAutosaving) return t`Saving draft…`;
    if (failure && isDirty) {
      const reason = sendFailureTitle(failure) ?? errorMessage(failure);
      return t`Not saved: ${reason}`;
    }
    if (savedAt) {
      const time = new Intl.DateTimeFormat(i18n.locale, {
        hour: '2-digit',
        minute: '2-digit',
      }).format(savedAt);
      return isFinal ? t`Saved at ${time}` : t`Draft saved at ${time}`;
    }
    if (start?.isDraft) {
      const started = formatDateTime(start.updatedAt);
      return t`Draft from ${started}`;
    }
    return '';
  })();
  const sentOn = lastSent ? formatDateTime(lastSent.submittedAt ?? lastSent.updatedAt) : '';

  return (
    <>
      <PageHeader
        title={fillable.form.title}
        isName
        description={fillable.form.description || undefined}
      />
      <Stack gap="md" maw={860}>
        {lastSent && !start ? (
          <Alert color="blue" variant="light">
            <Trans>Your team sent this form on {sentOn}.</Trans>{' '}
            <Anchor component={Link} to={formPaths.submissions(formId)}>
              <Trans>See your submissions</Trans>
            </Anchor>
          </Alert>
        ) : null}
        {failure ? <ErrorAlert error={failure} title={sendFailureTitle(failure)} /> : null}
        <Card
          withBorder
          radius="md"
          padding="lg"
          component="form"
          noValidate
          aria-label={fillable.form.title}
          onSubmit={(event: React.FormEvent) => {
            event.preventDefault();
            void finish(false);
          }}
        >
          <FormRenderer
            bundle={fillable}
            currencyId={fillable.currencyId}
            values={values}
            onChange={onChange}
            errors={errors}
            onUpload={onUpload}
            readOnly={isReadOnly}
            actions={({ isLast }) => (
              <>
                {isFinal ? null : (
                  <Button
                    variant="default"
                    leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                    onClick={() => void finish(true)}
                    loading={busy === 'draft'}
                    disabled={busy !== null || isReadOnly}
                  >
                    <Trans>Save draft</Trans>
                  </Button>
                )}
                {isLast ? (
                  <Button
                    type="submit"
                    leftSection={<IconSend size={16} aria-hidden />}
                    loading={busy === 'submit'}
                    disabled={busy !== null || isReadOnly}
                  >
                    {isFinal ? <Trans>Save changes</Trans> : <Trans>Submit</Trans>}
                  </Button>
                ) : null}
              </>
            )}
          />
        </Card>
        <Text size="sm" c="dimmed" role="status" aria-live="polite" mih={20}>
          {status}
        </Text>
      </Stack>
      {guard.dialog}
    </>
  );
}
