import { useLingui } from '@lingui/react/macro';
import {
  type PlatformEvent,
  type PlatformEventInput,
  platformEventInputSchema,
} from '@showdesk/domain/platform/platform';
import { EventFields } from '../../../components/event-fields.tsx';
import {
  RecordForm,
  type RecordFormSetup,
  useRecordValues,
} from '../../../components/record-form.tsx';
import { platformPaths } from '../paths.ts';

/** An event's name, slug, host names, dates and zone, as a platform admin adds or edits them. */
export function PlatformEventForm(setup: RecordFormSetup<PlatformEventInput>) {
  const { t } = useLingui();
  const { values, set, isPending, save, formProps } = useRecordValues<
    PlatformEventInput,
    PlatformEvent
  >(setup, {
    message: (saved) => {
      const name = saved.name;
      return setup.goTo ? t`${name} was added` : undefined;
    },
  });
  const submit = () => {
    const input = save.check(platformEventInputSchema, values);
    if (input) setup.mutation.mutate(input, save.handlers() as never);
  };
  return (
    <RecordForm {...formProps(submit, setup.submitLabel)} cancelTo={platformPaths.list}>
      <EventFields values={values} onChange={set} errors={save.errors} disabled={isPending} />
    </RecordForm>
  );
}

/** The form's values of a saved event. */
export const platformEventValues = (event: PlatformEvent): PlatformEventInput => ({
  name: event.name,
  slug: event.slug,
  hostnames: event.hostnames,
  startDate: event.startDate,
  endDate: event.endDate,
  timeZone: event.timeZone,
});
