import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { GuestStart } from '@showdesk/domain/forms/filling';
import { IconLock, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/page-title.ts';
import { usePublicEvent } from '../../../lib/session.ts';
import { GuestLayout } from '../../guests/components/guest-layout.tsx';
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

/** A field people never see: a robot filling every input fills it in too. */
const honeypotStyle: React.CSSProperties = {
  position: 'absolute',
  left: '-10000px',
  width: 1,
  height: 1,
  overflow: 'hidden',
};

/**
 * /guests/forms/:formId: a public form, filled in without logging in. Opening it asks the
 * server for a ticket (submission id and token) that its uploads and the send carry.
 */
export function GuestFormPage() {
  const { formId = '' } = useParams();
  const navigate = useNavigate();
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

  useEffect(() => {
    if (!eventId || !form.data || started.current === formId) return;
    started.current = formId;
    guestApi.start(eventId, formId).then(setTicket, setStartFailure);
  }, [eventId, formId, form.data]);

  const failed = event.error ?? form.error;
  const isNotPublic = failed && (isApiError(failed, 403) || isApiError(failed, 404));
  useDocumentTitle(form.data?.form.title ?? 'Form', event.data?.event.name, true);

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
    try {
      const sent = await guestApi.send(eventId, formId, {
        submissionId: ticket.submissionId,
        token: ticket.token,
        values: sendableValues(form.data, values),
        website: website.current?.value ?? '',
      });
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
      <StatusScreen
        icon={<IconLock size={34} />}
        title="Form Is Not Public"
        actions={
          <Button component={Link} to="/auth/login" variant="default">
            Log in
          </Button>
        }
      >
        This form can’t be filled in without logging in, or it is no longer open. If it belongs to
        your team, log in to fill it in.
      </StatusScreen>
    );
  } else if (failed) {
    body = <ErrorAlert error={failed} />;
  } else if (!form.data) {
    body = (
      <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading">
        <Skeleton h={36} w="55%" />
        <Skeleton h={16} w="80%" />
        <Skeleton h={56} />
        <Skeleton h={56} />
        <Skeleton h={56} />
      </Stack>
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
            <label htmlFor="guest-website">Website</label>
            <input
              ref={website}
              id="guest-website"
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
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
                  Submit
                </Button>
              ) : null
            }
          />
        </form>
        {!ticket && !startFailure ? (
          <Alert color="gray" variant="light">
            Getting the form ready…
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
  const event = usePublicEvent();
  const confirmation = useGuestConfirmation(event.data?.event.id, formId, confirmationId);
  return (
    <GuestLayout event={event.data} isPending={event.isPending}>
      <StatusScreen
        icon={<IconSend size={34} />}
        color="green"
        title="Thank You"
        actions={
          <Button component={Link} to={formPaths.guest(formId)} variant="default">
            Fill the form in again
          </Button>
        }
        body={<ConfirmationBody query={confirmation} />}
      />
    </GuestLayout>
  );
}
