import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fieldset, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  audienceOf,
  checkFormNotification,
  type FormNotification,
  type FormNotificationInput,
  type FormNotificationValues,
  formNotificationInputSchema,
  type SendToType,
  sendToTypeLabels,
  sendToTypes,
} from '@showdesk/domain/forms/form-notifications';
import type { FormBundle } from '@showdesk/domain/forms/forms';
import { loopTitle } from '@showdesk/domain/forms/layout';
import type { ReactNode } from 'react';
import { RichTextField } from '../../../../components/lazy-rich-text-input.tsx';
import { useRecordValues } from '../../../../components/record-form.tsx';
import { said } from '../../../../i18n/i18n.ts';
import { FormRuleActive, FormRuleForm, FormRuleRules } from '../components/form-rule-form.tsx';
import { formPaths } from '../paths.ts';

export type NotificationValues = FormNotificationValues;

/** A new notification: the schema's defaults (to the submitter, the form's title as subject). */
export const newNotification: NotificationValues = {
  ...formNotificationInputSchema.parse({ name: '-' }),
  name: '',
};

export const valuesOf = (n: FormNotification): NotificationValues => ({
  name: n.name,
  message: n.message,
  sendToType: n.sendToType,
  sendTo: n.sendTo,
  sendToFieldGroupId: n.sendToFieldGroupId,
  sendToLoopIndex: n.sendToLoopIndex,
  bccTo: n.bccTo,
  replyTo: n.replyTo,
  isFormTitleSubjectLine: n.isFormTitleSubjectLine,
  subjectLine: n.subjectLine,
  showSubmission: n.showSubmission,
  showCustomFields: n.showCustomFields,
  showHiddenCustomFields: n.showHiddenCustomFields,
  operator: n.operator,
  rules: n.rules,
  isAdminDefault: n.isAdminDefault,
  isUserDefault: n.isUserDefault,
  isActive: n.isActive,
});

/** The email fields a notification can send to: on the form, or in a group a template places. */
export function addressFields(bundle: FormBundle) {
  const options: Array<{
    value: string;
    label: string;
    loops: number;
    /** Each loop's title as the form shows it ("Stand staff 2"). */
    loopLabel: (index: number) => string;
  }> = [];
  for (const field of bundle.form.fields) {
    if (field.type === 'email')
      options.push({ value: field.id, label: field.label, loops: 0, loopLabel: () => '' });
    if (field.type !== 'template') continue;
    const group = bundle.fieldGroups.find((g) => g.id === field.fieldGroupId);
    for (const inner of group?.fields ?? []) {
      if (inner.type !== 'email') continue;
      options.push({
        value: `${field.id}/${inner.id}`,
        label: `${field.label} · ${inner.label}`,
        loops: field.isLooping ? field.maxLoops : 1,
        loopLabel: (index) => loopTitle(field, { title: group?.title || field.label }, index),
      });
    }
  }
  return options;
}

/** A part of the form ("Recipients", "Email"): named like a heading, above its fields' labels. */
function FormPart({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} variant="unstyled" styles={legendStyles}>
      <Stack gap="sm">{children}</Stack>
    </Fieldset>
  );
}

const legendStyles = { legend: { fontWeight: 600, marginBottom: 4 } };

/** The default a notification can be: of the organisers' side or of the submitter's. */
const defaultSwitches = () =>
  ({
    admin: {
      key: 'isAdminDefault',
      label: t`Organisers' default`,
      description: t`Sent when no other notification to fixed addresses is (one per form)`,
    },
    user: {
      key: 'isUserDefault',
      label: t`Submitter's default`,
      description: t`Sent when no other notification to the submitter's side is (one per form)`,
    },
  }) as const;

interface NotificationFormProps {
  formId: string;
  bundle: FormBundle;
  initial: NotificationValues;
  submitLabel: string;
  mutation: {
    mutate: (
      input: FormNotificationInput,
      options: {
        onSuccess: (saved: FormNotification) => void;
        onError: (error: unknown) => void;
      },
    ) => void;
    isPending: boolean;
  };
  /** The add page goes back to the list once saved; a notification's page stays. */
  goTo?: string;
  guardUnsaved?: boolean;
}

const ruleHints = () => ({
  none: t`With no rules it is sent for every submission (unless it is a default).`,
  some: t`Sent only when the rules hold.`,
});

/** A form notification: who gets it, its subject and message, what it shows, when it is sent. */
export function NotificationForm({
  formId,
  bundle,
  initial,
  mutation,
  ...setup
}: NotificationFormProps) {
  const { t } = useLingui();
  const record = useRecordValues<NotificationValues, FormNotification>(
    { initial, mutation, ...setup },
    {
      message: (saved) => {
        const name = saved.name;
        return setup.goTo ? t`${name} was added` : undefined;
      },
    },
  );
  const { values, set, isPending, save, field } = record;
  const fields = addressFields(bundle);
  const chosenField = fields.find(
    (f) =>
      f.value ===
      (values.sendToFieldGroupId ? `${values.sendToFieldGroupId}/${values.sendTo}` : values.sendTo),
  );
  const defaultSwitch = defaultSwitches()[audienceOf(values.sendToType)];
  const formTitle = bundle.form.title;
  const submit = () => {
    // The form's own checks as the server makes them, shown at their fields before sending.
    const more = Object.fromEntries(
      checkFormNotification(
        { fields: bundle.form.fields, fieldGroups: bundle.fieldGroups },
        values,
      ).map((issue) => [issue.path, said(issue.message)]),
    );
    const input = save.check(formNotificationInputSchema, values, more);
    if (input) mutation.mutate(input, save.handlers());
  };
  const chooseType = (sendToType: SendToType) =>
    set({
      sendToType,
      sendTo: '',
      sendToFieldGroupId: null,
      sendToLoopIndex: null,
      // A default belongs to one audience.
      isAdminDefault: sendToType === 'custom' && values.isAdminDefault,
      isUserDefault: sendToType !== 'custom' && values.isUserDefault,
    });
  const chooseField = (value: string | null) => {
    const [first = '', second] = (value ?? '').split('/');
    set(
      second
        ? {
            sendTo: second,
            sendToFieldGroupId: first,
            sendToLoopIndex: values.sendToLoopIndex ?? 0,
          }
        : { sendTo: first, sendToFieldGroupId: null, sendToLoopIndex: null },
    );
  };
  return (
    <FormRuleForm
      noun="notification"
      record={{ ...record, submit, ...setup, cancelTo: formPaths.notifications(formId) }}
    >
      <FormPart legend={t`Recipients`}>
        <Select
          label={t`Send to`}
          data={sendToTypes.map((value) => ({ value, label: sendToTypeLabels[value] }))}
          value={values.sendToType}
          onChange={(value) => value && chooseType(value as SendToType)}
          allowDeselect={false}
          error={save.errors.sendToType}
          disabled={isPending}
        />
        {values.sendToType === 'custom' ? (
          <TextInput
            label={t`Addresses`}
            description={t`One or more, separated by commas`}
            required
            {...field.text('sendTo')}
          />
        ) : null}
        {values.sendToType === 'field' ? (
          <>
            <Select
              label={t`Address field`}
              description={
                fields.length === 0
                  ? t`Add an email field to the form first`
                  : bundle.form.isPublic
                    ? t`The address the submitter typed in this field. A guest’s address gets your message only, without their answers, and at most one email an hour`
                    : t`The address the submitter typed in this field`
              }
              placeholder={t`Choose a field`}
              required
              data={fields.map(({ value, label }) => ({ value, label }))}
              value={chosenField?.value ?? null}
              onChange={chooseField}
              error={save.errors.sendTo ?? save.errors.sendToFieldGroupId}
              disabled={isPending || fields.length === 0}
            />
            {chosenField && chosenField.loops > 1 ? (
              <Select
                label={t`Which loop`}
                description={t`The group repeats: the address of this loop is used`}
                data={Array.from({ length: chosenField.loops }, (_, i) => ({
                  value: String(i),
                  label: chosenField.loopLabel(i),
                }))}
                value={String(values.sendToLoopIndex ?? 0)}
                onChange={(value) => set({ sendToLoopIndex: Number(value ?? 0) })}
                allowDeselect={false}
                error={save.errors.sendToLoopIndex}
                disabled={isPending}
              />
            ) : null}
          </>
        ) : null}
        <TextInput
          label={t`Bcc`}
          description={t`Blind copies, separated by commas: one copy per submission`}
          {...field.text('bccTo')}
        />
        <TextInput
          label={t`Reply to`}
          description={t`Where replies go; empty: the event's sending address`}
          type="email"
          {...field.text('replyTo')}
        />
      </FormPart>
      <FormPart legend={t`Email`}>
        <Switch
          label={t`Use the form's title as the subject`}
          description={t`“${formTitle}”`}
          {...field.toggle('isFormTitleSubjectLine')}
        />
        {values.isFormTitleSubjectLine ? null : (
          <TextInput label={t`Subject line`} required {...field.text('subjectLine')} />
        )}
        <RichTextField
          label={t`Message`}
          description={t`The start of the email`}
          {...field.value('message')}
        />
        <Switch
          label={t`Include the submission`}
          description={t`Every answer, under the message`}
          {...field.toggle('showSubmission')}
        />
        <Switch
          label={t`Include the team's custom fields`}
          description={t`Those its members see`}
          checked={values.showCustomFields}
          onChange={(e) =>
            set({
              showCustomFields: e.currentTarget.checked,
              showHiddenCustomFields: e.currentTarget.checked && values.showHiddenCustomFields,
            })
          }
          disabled={isPending}
        />
        {values.showCustomFields ? (
          <Switch
            label={t`Include hidden custom fields too`}
            description={t`Fields only organisers see`}
            {...field.toggle('showHiddenCustomFields')}
          />
        ) : null}
      </FormPart>
      <FormRuleRules
        record={record}
        lead={t`Send it when`}
        hints={ruleHints()}
        fields={bundle.form.fields}
      />
      <Switch
        label={defaultSwitch.label}
        description={defaultSwitch.description}
        {...field.toggle(defaultSwitch.key, { hasError: true })}
      />
      <FormRuleActive record={record} inactive={t`An inactive notification is never sent`} />
      {values.sendToType === 'user' ? (
        <Text size="xs" c="dimmed">
          <Trans>
            A guest who sends a public form has no account, so gets no copy: send to an address
            typed in the form for that.
          </Trans>
        </Text>
      ) : null}
    </FormRuleForm>
  );
}
