import { Trans, useLingui } from '@lingui/react/macro';
import { NumberInput, Stack, Title } from '@mantine/core';
import { guestSendLimits, updateFormSettingsInputSchema } from '@showdesk/domain/forms/forms';
import { HistoryPanel } from '../../../../components/history/history-panel.tsx';
import { RecordForm } from '../../../../components/record-form.tsx';
import { FormPageSkeleton } from '../../../../components/record-state.tsx';
import { TitleFields } from '../../../../components/records/title-fields.tsx';
import { useSettingsForm } from '../../../../components/records/use-settings-form.ts';
import { type FormBundle, useUpdateFormSettings } from '../api/forms-api.ts';
import { FormFlagSwitches, formDescriptionHelp, GuestFormLink } from './form-flags.tsx';
import { FormRecordPage } from './form-record-page.tsx';

/** /admin/forms/:formId/settings: title, description, published, editable, guest form. */
export function FormSettingsPage() {
  const { t } = useLingui();
  return (
    <FormRecordPage
      heading={t`Form settings`}
      description={(bundle) => bundle.form.title}
      view="settings"
      skeleton={<FormPageSkeleton formHeight={380} />}
      canDelete
    >
      {(bundle) => (
        <Stack gap="lg">
          {/* Keyed by the form's last change: a save elsewhere starts the form afresh. */}
          <FormSettingsForm key={`${bundle.form.id}:${bundle.form.updatedAt}`} bundle={bundle} />
          <HistoryPanel
            record={{ kind: 'form', id: bundle.form.id }}
            version={bundle.form.updatedAt}
          />
        </Stack>
      )}
    </FormRecordPage>
  );
}

function FormSettingsForm({ bundle }: { bundle: FormBundle }) {
  const { form } = bundle;
  const { t, i18n } = useLingui();
  const min = guestSendLimits.min;
  const max = guestSendLimits.max.toLocaleString(i18n.locale);
  const update = useUpdateFormSettings(form.id);
  const saved = {
    title: form.title,
    description: form.description,
    isPublished: form.isPublished,
    isEditable: form.isEditable,
    isPublic: form.isPublic,
    guestSendLimit: form.guestSendLimit as number | string,
  };
  const { values, set, save, field } = useSettingsForm(saved, update.isPending);
  const submit = () => {
    const input = save.check(updateFormSettingsInputSchema, {
      ...values,
      // Typed empty or not a number: refused by the check with its range.
      guestSendLimit:
        typeof values.guestSendLimit === 'number' ? values.guestSendLimit : Number.NaN,
    });
    if (input) update.mutate(input, save.handlers());
  };
  const disabled = update.isPending;
  return (
    <RecordForm save={save} onSubmit={submit} submitLabel={t`Save settings`} isPending={disabled}>
      <TitleFields field={field} description={formDescriptionHelp()} />
      <Stack gap="sm">
        <Title order={2} fz="md">
          <Trans>Who fills it in</Trans>
        </Title>
        <FormFlagSwitches value={values} onChange={set} disabled={disabled} />
        {form.isPublic && form.isPublished && !form.isArchived ? (
          <GuestFormLink formId={form.id} />
        ) : null}
        {values.isPublic ? (
          <NumberInput
            label={t`Guest sends from one address in 10 minutes`}
            description={t`Guests sharing a connection (a kiosk at the show, an office) are refused after this many sends of this form; ${min} to ${max}`}
            required
            min={guestSendLimits.min}
            max={guestSendLimits.max}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...field.value('guestSendLimit')}
            maw={360}
          />
        ) : null}
      </Stack>
    </RecordForm>
  );
}
