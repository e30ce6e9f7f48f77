import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import {
  createTaskInputSchema,
  type TaskDetail,
  type TaskType,
  taskTypeLabels,
  taskTypes,
} from '@showdesk/domain/tasks/tasks';
import { IconPaperclip } from '@tabler/icons-react';
import { DateInput } from '../../../../components/date-input.tsx';
import { RecordForm, useRecordValues } from '../../../../components/record-form.tsx';
import { bindFields } from '../../../../components/records/field-binding.ts';
import { TitleFields } from '../../../../components/records/title-fields.tsx';
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
  const { t } = useLingui();
  const typeHelp: Record<TaskType, string> = {
    task: t`Teams tick it off when it is done.`,
    form: t`Sending the chosen form completes it.`,
    externalForm: t`Teams fill in a form on another website, then tick it off.`,
    pdfForm: t`Teams download a PDF, fill it in and return it.`,
    upload: t`Teams upload a file.`,
    disclaimer: t`Teams agree to a text.`,
    tbc: t`The details follow later.`,
  };
  const { values, set, isPending, save, field, formProps } = useRecordValues<
    TaskFormValues,
    TaskDetail
  >(
    { initial, mutation, ...setup },
    {
      isChanged,
      keepsErrors: true,
      message: (task) => {
        const title = task.title;
        return setup.goTo ? t`${title} was added` : undefined;
      },
    },
  );
  const { errors } = save;
  const dueDay = isoDay.test(values.dueDate) ? formatDay(values.dueDate) : '';

  const submit = () => {
    const checked = save.check(createTaskInputSchema, toInput(values));
    if (!checked) return;
    const { attachmentIds: _kept, ...input } = checked;
    mutation.mutate(input, save.handlers());
  };

  return (
    <RecordForm
      {...formProps(submit, setup.submitLabel)}
      cancelTo={typeof setup.goTo === 'string' ? setup.goTo : taskPaths.list}
    >
      <TitleFields
        field={field}
        description={t`What the team has to do, shown on the task's page`}
        rich
        autoFocus
      />
      <Select
        label={t`Type`}
        description={typeHelp[values.type]}
        data={typeOptions}
        {...field.value('type')}
        onChange={(type) => type && set({ type: type as TaskType })}
        allowDeselect={false}
        maw={360}
      />
      <TypeFields values={values} set={set} errors={errors} disabled={isPending} />
      {setup.goTo && values.type === 'pdfForm' ? (
        <Alert color="gray" icon={<IconPaperclip size={18} aria-hidden />}>
          <Trans>Once the task is added, its page opens: upload the PDF teams fill in there.</Trans>
        </Alert>
      ) : null}
      <SimpleGrid type="container" cols={{ base: 1, '520px': 2 }} spacing="md">
        <DateInput
          label={t`Due date`}
          description={
            isoDay.test(values.dueDate) && !errors.dueDate
              ? t`${dueDay}; clear it for no deadline`
              : t`Leave it empty for no deadline`
          }
          {...field.value('dueDate')}
        />
        <Switch
          label={t`Time sensitive`}
          description={t`The deadline cannot move; teams see it marked`}
          {...field.toggle('isTimeSensitive', { hasError: true })}
          mt={{ base: 0, '520px': 'lg' }}
        />
      </SimpleGrid>
      <Switch
        label={t`Needs approval`}
        description={t`A team's “complete” waits for an organiser to approve it`}
        {...field.toggle('isApprovalNeeded', { hasError: true })}
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
  const { t } = useLingui();
  const field = bindFields({ values, set, errors, disabled });
  if (values.type === 'form') return <FormPicker {...{ values, set, errors, disabled }} />;
  if (values.type === 'externalForm')
    return (
      <TextInput
        type="url"
        label={t`External link`}
        description={t`Where teams fill in the form`}
        // i18n-ignore: the start of a web address, the same in every language
        placeholder="https://"
        required
        {...field.text('externalLink')}
      />
    );
  if (values.type === 'disclaimer')
    return (
      <Textarea
        label={t`Disclaimer`}
        description={t`The text a team agrees to`}
        required
        autosize
        minRows={3}
        {...field.text('disclaimer')}
      />
    );
  return null;
}

function FormPicker({ values, set, errors, disabled }: PartProps) {
  const { t } = useLingui();
  const forms = useFormChoices();
  const options = (forms.data?.items ?? []).map((form) => {
    const title = form.title;
    return { value: form.id, label: form.isPublished ? title : t`${title} (not published)` };
  });
  // A form archived since it was chosen is not among the active ones: still named, not lost.
  if (values.formId && forms.data && !options.some((o) => o.value === values.formId))
    options.unshift({ value: values.formId, label: t`An archived form` });
  return (
    <Select
      label={t`Form`}
      description={t`Sending this form completes the task`}
      placeholder={forms.isPending ? t`Loading forms…` : t`Choose a form`}
      required
      data={options}
      value={values.formId}
      onChange={(formId) => set({ formId })}
      searchable
      nothingFoundMessage={t`No forms found`}
      error={errors.formId ?? (forms.isError ? t`The forms could not be loaded` : undefined)}
      disabled={disabled}
    />
  );
}
