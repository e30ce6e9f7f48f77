import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, SimpleGrid, Switch, TextInput } from '@mantine/core';
import {
  type EventWebhook,
  type EventWebhookKind,
  eventWebhookInputSchema,
  eventWebhookKindDetails,
  eventWebhookKinds,
  eventWebhookLimits,
} from '@showdesk/domain/integrations/event-webhooks';
import {
  RecordForm,
  type SaveMutation,
  useRecordValues,
} from '../../../../components/record-form.tsx';

/** What the list and record screens call an event webhook, in the language spoken now. */
export const eventWebhookNoun = () => ({ one: t`event webhook`, many: t`event webhooks` });

export interface EventWebhookValues {
  name: string;
  requestURL: string;
  kinds: EventWebhookKind[];
  isActive: boolean;
}

/** A new webhook: active, hearing nothing yet (at least one kind must be chosen). */
export const newEventWebhook: EventWebhookValues = {
  name: '',
  requestURL: '',
  kinds: [],
  isActive: true,
};

export const valuesOf = (webhook: EventWebhook): EventWebhookValues => ({
  name: webhook.name,
  requestURL: webhook.requestURL,
  kinds: webhook.kinds,
  isActive: webhook.isActive,
});

interface EventWebhookFormProps<R> {
  initial: EventWebhookValues;
  submitLabel: string;
  mutation: SaveMutation<EventWebhookValues>;
  cancelTo: string;
  /** Where the saved webhook opens (an edit: its page). */
  goTo?: string;
  /** Done with the answer (an add: show the secret). */
  onSaved?: (saved: R) => void;
  /** Ask before leaving with changes (a saved webhook's edit). */
  guardUnsaved?: boolean;
}

/**
 * A webhook's settings: its name, the address it is POSTed to, the kinds it hears (checkboxes,
 * each with what it tells) and whether it is active. Checked with the domain's schema first.
 */
export function EventWebhookForm<R>(props: EventWebhookFormProps<R>) {
  const { t } = useLingui();
  const { values, isPending, save, field, formProps } = useRecordValues<EventWebhookValues, R>(
    {
      initial: props.initial,
      mutation: props.mutation,
      goTo: props.goTo,
      guardUnsaved: props.guardUnsaved,
    },
    { onSaved: props.onSaved, message: props.onSaved ? () => t`Event webhook added` : undefined },
  );
  const submit = () => {
    const input = save.check(eventWebhookInputSchema, values);
    if (input) props.mutation.mutate(input, save.handlers() as never);
  };
  const kinds = field.list('kinds');
  return (
    <RecordForm {...formProps(submit, props.submitLabel)} cancelTo={props.cancelTo}>
      <TextInput
        label={t`Name`}
        description={t`What the receiving system is, e.g. “Stand builder planning”.`}
        required
        maxLength={eventWebhookLimits.nameChars}
        {...field.text('name')}
      />
      <TextInput
        label={t`URL`}
        description={t`Each delivery is POSTed here as JSON (https:// recommended). Private and local addresses are refused.`}
        // i18n-ignore: an example address
        placeholder="https://example.com/showdesk-hooks"
        required
        type="url"
        maxLength={eventWebhookLimits.urlChars}
        {...field.text('requestURL')}
      />
      <Checkbox.Group
        label={t`Tells of`}
        description={t`The kinds of things that happen which this webhook receives.`}
        required
        value={kinds.value}
        onChange={(chosen) =>
          kinds.onChange(eventWebhookKinds.filter((kind) => chosen.includes(kind)))
        }
        error={kinds.error}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm" mt="xs">
          {eventWebhookKinds.map((kind) => (
            <Checkbox
              key={kind}
              value={kind}
              label={eventWebhookKindDetails[kind].label}
              description={eventWebhookKindDetails[kind].description}
              disabled={isPending}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Switch
        label={t`Active`}
        description={t`An inactive webhook receives nothing until it is made active again (a test still can).`}
        {...field.toggle('isActive')}
      />
    </RecordForm>
  );
}
