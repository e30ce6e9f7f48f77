import { Alert, Select, SimpleGrid, Skeleton, Switch, Textarea, TextInput } from '@mantine/core';
import {
  createTaskInputSchema,
  type TaskDetail,
  type TaskType,
  taskTypeLabels,
  taskTypes,
} from '@showdesk/domain/tasks/tasks';
import { IconPaperclip } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { DateInput } from '../../../../components/date-input.tsx';
import { LazyRichTextInput } from '../../../../components/lazy-rich-text-input.tsx';
import { RecordForm, useRecordSave } from '../../../../components/record-form.tsx';
import type { FieldErrors } from '../../../../lib/field-errors.ts';
import { formatDay } from '../../../../lib/format.ts';
import { useFormChoices } from '../api/task-choices-api.ts';
import { taskPaths } from '../paths.ts';
import { TaskAudienceFields } from './task-audience-fields.tsx';
import {
  isChanged,
  type TaskFormValues,
  type TaskSettingsInput,
  toInput,
} from './task-form-values.ts';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

const typeOptions = taskTypes.map((type) => ({ value: type, label: taskTypeLabels[type] }));

const typeHelp: Record<TaskType, string> = {
  task: 'Teams tick it off when it is done.',
  form: 'Sending the chosen form completes it.',
  externalForm: 'Teams fill in a form on another website, then tick it off.',
  pdfForm: 'Teams download a PDF, fill it in and return it.',
  upload: 'Teams upload a file.',
  disclaimer: 'Teams agree to a text.',
  tbc: 'The details follow later.',
};

interface TaskFormProps {
  initial: TaskFormValues;
  submitLabel: string;
  /** The add or the update (TanStack Query's mutation fits). */
  mutation: {
    mutate: (
      input: TaskSettingsInput,
      options: { onSuccess: (task: TaskDetail) => void; onError: (error: unknown) => void },
    ) => void;
    isPending: boolean;
  };
  /** Where to go once saved (the add page); the task's page stays. */
  goTo?: string | ((task: TaskDetail) => string);
  /** Ask before leaving with changes to `initial` (the task's page). */
  guardUnsaved?: boolean;
}

/**
 * A task's settings, on the add page and the task's page: title, rich-text description, the
 * type with what it needs (a form, a link, a disclaimer), due date and flags, who sees it, and
 * its groups. Checked with the domain schema before it is sent; the server's refusals show on
 * their fields.
 */
export function TaskForm({ initial, mutation, ...setup }: TaskFormProps) {
  const [values, setValues] = useState(initial);
  const set = (patch: Partial<TaskFormValues>) => setValues((old) => ({ ...old, ...patch }));
  const isPending = mutation.isPending;
  const save = useRecordSave<TaskDetail>({
    isDirty: setup.guardUnsaved ? isChanged(values, initial) && !isPending : undefined,
    goTo: setup.goTo,
    message: (task) => (setup.goTo ? `${task.title} was added` : undefined),
  });
  const { errors } = save;

  const submit = () => {
    const checked = save.check(createTaskInputSchema, toInput(values));
    if (!checked) return;
    const { attachmentIds: _kept, ...input } = checked;
    mutation.mutate(input, save.handlers());
  };

  return (
    <RecordForm
      save={save}
      onSubmit={submit}
      submitLabel={setup.submitLabel}
      isPending={isPending}
      cancelTo={typeof setup.goTo === 'string' ? setup.goTo : taskPaths.list}
    >
      <TextInput
        label="Title"
        required
        value={values.title}
        onChange={(e) => set({ title: e.currentTarget.value })}
        error={errors.title}
        disabled={isPending}
        data-autofocus
      />
      <Suspense fallback={<Skeleton h={290} aria-hidden />}>
        <LazyRichTextInput
          label="Description"
          description="What the team has to do, shown on the task's page"
          value={values.description}
          onChange={(description) => set({ description })}
          error={errors.description}
          disabled={isPending}
        />
      </Suspense>
      <Select
        label="Type"
        description={typeHelp[values.type]}
        data={typeOptions}
        value={values.type}
        onChange={(type) => type && set({ type: type as TaskType })}
        allowDeselect={false}
        error={errors.type}
        disabled={isPending}
        maw={360}
      />
      <TypeFields values={values} set={set} errors={errors} disabled={isPending} />
      {setup.goTo && values.type === 'pdfForm' ? (
        <Alert color="gray" icon={<IconPaperclip size={18} aria-hidden />}>
          Once the task is added, its page opens: upload the PDF teams fill in there.
        </Alert>
      ) : null}
      <SimpleGrid type="container" cols={{ base: 1, '520px': 2 }} spacing="md">
        <DateInput
          label="Due date"
          description={
            isoDay.test(values.dueDate) && !errors.dueDate
              ? `${formatDay(values.dueDate)}; clear it for no deadline`
              : 'Leave it empty for no deadline'
          }
          value={values.dueDate}
          onChange={(dueDate) => set({ dueDate })}
          error={errors.dueDate}
          disabled={isPending}
        />
        <Switch
          label="Time sensitive"
          description="The deadline cannot move; teams see it marked"
          checked={values.isTimeSensitive}
          onChange={(e) => set({ isTimeSensitive: e.currentTarget.checked })}
          error={errors.isTimeSensitive}
          disabled={isPending}
          mt={{ base: 0, '520px': 'lg' }}
        />
      </SimpleGrid>
      <Switch
        label="Needs approval"
        description="A team's “complete” waits for an organiser to approve it"
        checked={values.isApprovalNeeded}
        onChange={(e) => set({ isApprovalNeeded: e.currentTarget.checked })}
        error={errors.isApprovalNeeded}
        disabled={isPending}
      />
      <TaskAudienceFields values={values} set={set} errors={errors} disabled={isPending} />
    </RecordForm>
  );
}

interface PartProps {
  values: TaskFormValues;
  set: (patch: Partial<TaskFormValues>) => void;
  errors: FieldErrors;
  disabled: boolean;
}

/** What the chosen type needs: the form, the external link or the disclaimer's text. */
function TypeFields({ values, set, errors, disabled }: PartProps) {
  if (values.type === 'form') return <FormPicker {...{ values, set, errors, disabled }} />;
  if (values.type === 'externalForm')
    return (
      <TextInput
        type="url"
        label="External link"
        description="Where teams fill in the form"
        placeholder="https://"
        required
        value={values.externalLink}
        onChange={(e) => set({ externalLink: e.currentTarget.value })}
        error={errors.externalLink}
        disabled={disabled}
      />
    );
  if (values.type === 'disclaimer')
    return (
      <Textarea
        label="Disclaimer"
        description="The text a team agrees to"
        required
        autosize
        minRows={3}
        value={values.disclaimer}
        onChange={(e) => set({ disclaimer: e.currentTarget.value })}
        error={errors.disclaimer}
        disabled={disabled}
      />
    );
  return null;
}

function FormPicker({ values, set, errors, disabled }: PartProps) {
  const forms = useFormChoices();
  const options = (forms.data?.items ?? []).map((form) => ({
    value: form.id,
    label: form.isPublished ? form.title : `${form.title} (not published)`,
  }));
  // A form archived since it was chosen is not among the active ones: still named, not lost.
  if (values.formId && forms.data && !options.some((o) => o.value === values.formId))
    options.unshift({ value: values.formId, label: 'An archived form' });
  return (
    <Select
      label="Form"
      description="Sending this form completes the task"
      placeholder={forms.isPending ? 'Loading forms…' : 'Choose a form'}
      required
      data={options}
      value={values.formId}
      onChange={(formId) => set({ formId })}
      searchable
      nothingFoundMessage="No forms found"
      error={errors.formId ?? (forms.isError ? 'The forms could not be loaded' : undefined)}
      disabled={disabled}
    />
  );
}
