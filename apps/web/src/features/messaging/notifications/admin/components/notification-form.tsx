import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Group,
  MultiSelect,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  createNotificationInputSchema,
  type Notification,
  type NotificationDelivery,
} from '@showdesk/domain/messaging/notifications';
import { IconCalendarTime, IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { DateInput } from '../../../../../components/date-input.tsx';
import {
  RecordForm,
  type RecordFormSetup,
  useRecordValues,
} from '../../../../../components/record-form.tsx';
import { TitleFields } from '../../../../../components/records/title-fields.tsx';
import { eventClockValue, instantOfEventClock } from '../../../../../lib/event-clock.ts';
import { formatDateTimeIn } from '../../../../../lib/format.ts';
import { useEventTimeZone } from '../../../../../lib/session.ts';
import { useAudienceText, useNotificationOptions } from '../api/notifications-api.ts';
import { notificationPaths } from '../paths.ts';

type Audience = 'everyone' | 'teamTypes' | 'team';

/** What the notification form edits. */
export interface NotificationFormValues {
  title: string;
  description: string;
  linkUrl: string;
  sendEmail: boolean;
  audience: Audience;
  teamTypeIds: string[];
  teamId: string | null;
  delivery: NotificationDelivery;
  /** A wall-clock date-time at the event (YYYY-MM-DDTHH:MM, its time zone), '' for none. */
  scheduledAt: string;
}

export const emptyNotification: NotificationFormValues = {
  title: '',
  description: '',
  linkUrl: '',
  sendEmail: false,
  audience: 'everyone',
  teamTypeIds: [],
  teamId: null,
  delivery: 'draft',
  scheduledAt: '',
};

/** The time a schedule starts at until another is chosen. */
const defaultSendTime = '09:00';
/** The day (ISO) and the time (HH:MM) of a datetime-local value; '' and 09:00 when none. */
const localParts = (local: string) => /^(.*)T(\d{2}:\d{2})$/.exec(local);
const scheduledDay = (local: string) => localParts(local)?.[1] ?? local;
const scheduledTime = (local: string) => localParts(local)?.[2] ?? defaultSendTime;

export const notificationFormValues = (
  notification: Notification,
  timeZone: string,
): NotificationFormValues => ({
  title: notification.title,
  description: notification.description,
  linkUrl: notification.linkUrl,
  sendEmail: notification.sendEmail,
  audience: notification.teamId
    ? 'team'
    : notification.teamTypeIds.length
      ? 'teamTypes'
      : 'everyone',
  teamTypeIds: notification.teamTypeIds,
  teamId: notification.teamId,
  delivery: notification.status === 'scheduled' ? 'schedule' : 'draft',
  scheduledAt: eventClockValue(notification.scheduledAt, timeZone),
});

/** Who the saved values send to, as the domain's audience reads it. */
const initialAudience = (values: NotificationFormValues) => ({
  teamId: values.audience === 'team' ? values.teamId : null,
  teamTypeIds: values.audience === 'teamTypes' ? values.teamTypeIds : [],
});

/** The API body of the form's values: the time picked is the event's clock (`timeZone`). */
export function notificationInput(values: NotificationFormValues, timeZone: string) {
  const at =
    values.delivery === 'schedule' && values.scheduledAt
      ? instantOfEventClock(values.scheduledAt, timeZone)
      : null;
  return {
    title: values.title,
    description: values.description,
    linkUrl: values.linkUrl,
    sendEmail: values.sendEmail,
    teamTypeIds: values.audience === 'teamTypes' ? values.teamTypeIds : [],
    teamId: values.audience === 'team' ? values.teamId : null,
    delivery: values.delivery,
    scheduledAt: at,
  };
}

const submitIcons: Record<NotificationDelivery, React.ReactNode> = {
  draft: <IconDeviceFloppy size={16} aria-hidden />,
  now: <IconSend size={16} aria-hidden />,
  schedule: <IconCalendarTime size={16} aria-hidden />,
};

/** The submit button's words for each way of sending, in the language spoken now. */
const submitLabel = (delivery: NotificationDelivery) =>
  ({ draft: t`Save draft`, now: t`Send now`, schedule: t`Schedule` })[delivery];

/** What the toast says once saved; a schedule on the event's clock, naming its zone. */
export function savedMessage(notification: Notification, timeZone: string): string {
  const title = notification.title;
  switch (notification.status) {
    case 'draft':
      return t`${title} was saved as a draft`;
    case 'scheduled': {
      const when = formatDateTimeIn(notification.scheduledAt, timeZone);
      const zone = timeZone.replaceAll('_', ' ');
      return t`${title} is scheduled for ${when} (${zone})`;
    }
    case 'failed': {
      const response = notification.providerResponse;
      return t`${title} could not be sent: ${response}`;
    }
    default:
      return t`${title} was sent`;
  }
}

interface NotificationFormProps extends Omit<RecordFormSetup<NotificationFormValues>, 'mutation'> {
  mutation: {
    mutate: (
      input:
        | ReturnType<typeof notificationInput>
        | Pick<ReturnType<typeof notificationInput>, 'title' | 'description' | 'linkUrl'>,
      options: { onSuccess: (saved: Notification) => void; onError: (error: unknown) => void },
    ) => void;
    isPending: boolean;
  };
  /** Sent already: only the title, description and link can change. */
  isSent?: boolean;
}

/**
 * A notification: title, rich-text description, a link to one of the event's pages, forms or
 * tasks, who it goes to, email or not, and whether to keep it as a draft, send it now or
 * schedule it. Checked with the domain schema before it is sent; refusals show on their fields.
 */
export function NotificationForm({ initial, mutation, isSent, ...setup }: NotificationFormProps) {
  const timeZone = useEventTimeZone();
  const { t } = useLingui();
  const { values, set, isPending, save, field, formProps } = useRecordValues<
    NotificationFormValues,
    Notification
  >(
    { initial, mutation, ...setup },
    // A sent one's text corrected: the spec's "Your updates have been successfully saved".
    { message: (saved) => (isSent ? undefined : savedMessage(saved, timeZone)) },
  );
  const options = useNotificationOptions();
  const { errors } = save;
  const submit = () => {
    const input = notificationInput(values, timeZone);
    const checked = save.check(createNotificationInputSchema, input);
    if (!checked) return;
    if (isSent) {
      // Its audience and delivery are kept: only the text goes (anything else is a 409).
      const { title, description, linkUrl } = checked;
      mutation.mutate({ title, description, linkUrl }, save.handlers());
      return;
    }
    mutation.mutate(input, save.handlers());
  };
  const linkData = options.data
    ? [
        {
          group: t`Content pages`,
          items: options.data.content.map((c) => ({ value: `/content/${c.id}`, label: c.title })),
        },
        {
          group: t`Forms`,
          items: options.data.forms.map((f) => ({ value: `/forms/${f.id}`, label: f.title })),
        },
        {
          group: t`Tasks`,
          items: options.data.tasks.map((task) => ({
            value: `/tasks/${task.id}`,
            label: task.title,
          })),
        },
      ]
    : [];
  const delivery = isSent ? 'draft' : values.delivery;
  const audienceOf = useAudienceText();
  const audience = audienceOf?.(initialAudience(initial)).replace(/^Everyone$/, 'everyone') ?? '…';
  const zone = timeZone.replaceAll('_', ' ');

  return (
    <RecordForm
      {...formProps(submit, isSent ? t`Save changes` : submitLabel(delivery))}
      submitIcon={isSent ? undefined : submitIcons[delivery]}
      cancelTo={setup.goTo ?? notificationPaths.list}
    >
      <TitleFields
        field={field}
        description={t`What members read in the portal and in the email`}
        rich
        autoFocus
      />
      <Select
        label={t`Link to`}
        description={t`A content page, form or task of this event that members open from it`}
        placeholder={options.isPending ? t`Loading…` : t`No link`}
        data={linkData}
        value={values.linkUrl || null}
        onChange={(linkUrl) => set({ linkUrl: linkUrl ?? '' })}
        searchable
        clearable
        nothingFoundMessage={t`Nothing found`}
        error={
          errors.linkUrl ??
          (options.isError ? t`The pages, forms and tasks could not be loaded` : undefined)
        }
        disabled={isPending}
      />
      {isSent ? (
        <Alert color="gray" variant="light" title={t`Already sent`}>
          {initial.sendEmail ? (
            <Trans>
              It went to {audience}, with an email, and that stays as it was. You can still correct
              its title, description and link.
            </Trans>
          ) : (
            <Trans>
              It went to {audience}, and that stays as it was. You can still correct its title,
              description and link.
            </Trans>
          )}
        </Alert>
      ) : (
        <>
          <Stack gap={6}>
            <Text size="sm" fw={500} id="audience-label">
              <Trans>Send to</Trans>
            </Text>
            <SegmentedControl
              aria-labelledby="audience-label"
              value={values.audience}
              onChange={(audience) => set({ audience: audience as Audience })}
              data={[
                { value: 'everyone', label: t`Everyone` },
                { value: 'teamTypes', label: t`Team types` },
                { value: 'team', label: t`One team` },
              ]}
              disabled={isPending}
              fullWidth
              maw={420}
            />
          </Stack>
          {values.audience === 'teamTypes' ? (
            <MultiSelect
              label={t`Team types`}
              description={t`Members of teams of these types see it`}
              placeholder={values.teamTypeIds.length ? undefined : t`Choose team types`}
              data={(options.data?.teamTypes ?? []).map((type) => ({
                value: type.id,
                label: type.name,
              }))}
              value={values.teamTypeIds}
              onChange={(teamTypeIds) => set({ teamTypeIds })}
              searchable
              error={errors.teamTypeIds ?? errors['teamTypeIds.0']}
              disabled={isPending}
            />
          ) : null}
          {values.audience === 'team' ? (
            <Select
              label={t`Team`}
              description={t`Only this team's members see it`}
              placeholder={t`Choose a team`}
              data={(options.data?.teams ?? []).map((team) => ({
                value: team.id,
                label: team.name,
              }))}
              value={values.teamId}
              onChange={(teamId) => set({ teamId })}
              searchable
              limit={100}
              error={errors.teamId}
              disabled={isPending}
            />
          ) : null}
          <Switch
            label={t`Send an email too`}
            description={t`Each member it goes to also gets it by email`}
            {...field.toggle('sendEmail')}
          />
          <Radio.Group
            label={t`When`}
            value={values.delivery}
            onChange={(delivery) => set({ delivery: delivery as NotificationDelivery })}
          >
            <Stack gap="xs" mt={6}>
              <Radio value="draft" label={t`Save as a draft`} disabled={isPending} />
              <Radio value="now" label={t`Send now`} disabled={isPending} />
              <Radio
                value="schedule"
                label={t`Schedule for a date and time`}
                disabled={isPending}
              />
            </Stack>
          </Radio.Group>
          {values.delivery === 'schedule' ? (
            <Group align="flex-start" gap="sm">
              <DateInput
                label={t`Send on`}
                description={t`It must be in the future`}
                required
                value={scheduledDay(values.scheduledAt)}
                onChange={(day) =>
                  set({ scheduledAt: day ? `${day}T${scheduledTime(values.scheduledAt)}` : '' })
                }
                error={errors.scheduledAt}
                disabled={isPending}
                maw={220}
              />
              <TextInput
                type="time"
                label={t`At`}
                description={t`The event's time (${zone})`}
                required
                value={scheduledTime(values.scheduledAt)}
                onChange={(e) => {
                  const time = e.currentTarget.value || defaultSendTime;
                  set({ scheduledAt: `${scheduledDay(values.scheduledAt)}T${time}` });
                }}
                disabled={isPending}
                maw={160}
              />
            </Group>
          ) : null}
        </>
      )}
    </RecordForm>
  );
}
