import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  fillingMessages,
  type GuestStart,
  type GuestSubmitted,
  guestMinimumFillMs,
} from '@showdesk/domain/forms/filling';
import { IconLock, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { isMessage } from '../../../i18n/i18n.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/page-title.ts';
import { usePublicEvent } from '../../../lib/session.ts';
import { GuestLayout } from '../../content/guests/components/guest-layout.tsx';
import {
  GuestLoginScreen,
  GuestPageSkeleton,
} from '../../content/guests/components/guest-states.tsx';
import { guestApi, useGuestConfirmation, useGuestForm } from '../api/fill-api.ts';
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
import { ConfirmationBody } from '../member/confirmation-body.tsx';

/**
 * A field people never see and browsers do not autofill (an odd name, autocomplete off, no
 * label a browser reads as a website or an address): a robot filling every input fills it in
 * too, and its send is dropped without a word.
 */
const honeypotStyle: React.CSSProperties = {
  position: 'absolute',
  left: '-10000px',
  width: 1,
  height: 1,
  overflow: 'hidden',
};

/** Beyond the minimum fill time: another process's clock may be a little behind this one. */
const clockMarginMs = 250;
/** Sends again after a 'too quick' answer before showing it (a server's clock far behind). */
const tooFastRetries = 8;

const wait = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/** The server's answer that the send came sooner than a person could fill the form in. */
const isTooFast = (error: unknown) =>
  isApiError(error, 400) &&
  Array.isArray(error.details) &&
  error.details.some(
    (detail) =>
      typeof detail === 'object' &&
      detail !== null &&
      isMessage((detail as { message?: unknown }).message, fillingMessages.guestTooFast),
  );

const isSent = (answer: unknown): answer is GuestSubmitted =>
  typeof answer === 'object' &&
  answer !== null &&
  'submissionId' in answer &&
  'confirmationId' in answer &&
  !(answer instanceof Error);

/**
 * /guests/forms/:formId: a public form, filled in without logging in. Opening it asks the
 * server for a ticket (submission id and token) that its uploads and the send carry.
 */
export function GuestFormPage() {
  const { formId = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useLingui();
  const event = usePublicEvent();
  const eventId = event.data?.event.id;
  const form = useGuestForm(eventId, formId);
  const [ticket, setTicket] = useState<GuestStart | null>(null);
  const [startFailure, setStartFailure] = useState<unknown>(null);
  const started = useRef<string | null>(null);
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<FillErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [isSending, setIsSending] = useState(false);
  const website = useRef<HTMLInputElement>(null);
  /** When this page got its ticket (the page's clock): a send waits until a person could. */
  const ticketAt = useRef(0);

  useEffect(() => {
    if (!eventId || !form.data || started.current === formId) return;
    started.current = formId;
    guestApi.start(eventId, formId).then((started) => {
      ticketAt.current = performance.now();
      setTicket(started);
    }, setStartFailure);
  }, [eventId, formId, form.data]);

  const failed = event.error ?? form.error;
  const isNotPublic = failed && (isApiError(failed, 403) || isApiError(failed, 404));
  useDocumentTitle(form.data?.form.title ?? t`Form`, event.data?.event.name, true);

  const send = async () => {
    if (!form.data || !ticket || !eventId) return;
    setFailure(null);
    const found = checkValues(form.data, values, {
      isDraft: false,
      currencyId: form.data.currencyId,
    });
    setErrors(found);
    if (Object.keys(found).length) return;
    setIsSending(true);
    const body = {
      submissionId: ticket.submissionId,
      token: ticket.token,
      values: sendableValues(form.data, values),
      website: website.current?.value ?? '',
    };
    try {
      // A send sooner after the start than a person could fill a form in is refused: a guest
      // who used autofill waits out the rest here, seeing it send, never an error.
      await wait(guestMinimumFillMs + clockMarginMs - (performance.now() - ticketAt.current));
      let sent = await guestApi.send(eventId, formId, body).catch((error: unknown) => error);
      for (let retry = 0; isTooFast(sent) && retry < tooFastRetries; retry++) {
        await wait(clockMarginMs * 4);
        sent = await guestApi.send(eventId, formId, body).catch((error: unknown) => error);
      }
      if (!isSent(sent)) throw sent;
      navigate(formPaths.guestConfirmation(formId, sent.confirmationId));
    } catch (error) {
      if (isApiError(error, 400) && Array.isArray(error.details) && error.details.length)
        setErrors(fillErrorsOf(error.details));
      setFailure(error);
    } finally {
      setIsSending(false);
    }
  };

  let body: React.ReactNode;
  if (isNotPublic) {
    body = (
      <GuestLoginScreen icon={<IconLock size={34} />} title={t`Form Is Not Public`}>
        <Trans>
          This form can’t be filled in without logging in, or it is no longer open. If it belongs to
          your team, log in to fill it in.
        </Trans>
      </GuestLoginScreen>
    );
  } else if (failed) {
    body = <ErrorAlert error={failed} />;
  } else if (!form.data) {
    body = (
      <GuestPageSkeleton>
        <Skeleton h={56} />
        <Skeleton h={56} />
        <Skeleton h={56} />
      </GuestPageSkeleton>
    );
  } else {
    const fillable = form.data;
    body = (
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, md: 30 }}>
            {fillable.form.title}
          </Title>
          {fillable.form.description ? <Text c="dimmed">{fillable.form.description}</Text> : null}
        </Stack>
        {startFailure ? <ErrorAlert error={startFailure} /> : null}
        {failure ? <ErrorAlert error={failure} title={sendFailureTitle(failure)} /> : null}
        <form
          noValidate
          aria-label={fillable.form.title}
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
          style={{ position: 'relative' }}
        >
          <div style={honeypotStyle} aria-hidden="true">
            <label htmlFor="guest-sd-check">
              <Trans>Leave this empty</Trans>
            </label>
            <input
              ref={website}
              id="guest-sd-check"
              type="text"
              name="sd-check-7f3"
              tabIndex={-1}
              autoComplete="off"
              data-1p-ignore
              data-lpignore="true"
              data-form-type="other"
              defaultValue=""
            />
          </div>
          <FormRenderer
            bundle={fillable}
            currencyId={fillable.currencyId}
            values={values}
            onChange={(next) => {
              setErrors((current) => errorsAfterChange(current, values, next));
              setValues(next);
            }}
            errors={errors}
            onUpload={
              ticket && eventId
                ? ({ fieldId, file, onProgress }) =>
                    guestApi.upload(eventId, formId, ticket, fieldId, file, onProgress)
                : undefined
            }
            actions={({ isLast }) =>
              isLast ? (
                <Button
                  type="submit"
                  loading={isSending}
                  disabled={!ticket}
                  leftSection={<IconSend size={16} aria-hidden />}
                >
                  <Trans>Submit</Trans>
                </Button>
              ) : null
            }
          />
        </form>
        <Text role="status" size="sm" c="dimmed" aria-live="polite">
          {isSending ? t`Sending the form…` : ''}
        </Text>
        {!ticket && !startFailure ? (
          <Alert color="gray" variant="light">
            <Trans>Getting the form ready…</Trans>
          </Alert>
        ) : null}
      </Stack>
    );
  }
  return (
    <GuestLayout event={event.data} isPending={event.isPending}>
      {body}
    </GuestLayout>
  );
}

/** /guests/forms/:formId/:confirmationId: the guest's form was received. */
export function GuestConfirmationPage() {
  const { formId = '', confirmationId = '' } = useParams();
  const { t } = useLingui();
  const event = usePublicEvent();
  const confirmation = useGuestConfirmation(event.data?.event.id, formId, confirmationId);
  return (
    <GuestLayout event={event.data} isPending={event.isPending}>
      <StatusScreen
        icon={<IconSend size={34} />}
        color="green"
        title={t`Thank You`}
        actions={
          <Button component={Link} to={formPaths.guest(formId)} variant="default">
            <Trans>Fill the form in again</Trans>
          </Button>
        }
        body={<ConfirmationBody query={confirmation} />}
      />
    </GuestLayout>
  );
}
