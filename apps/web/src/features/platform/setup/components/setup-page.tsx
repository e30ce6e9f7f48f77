import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Center,
  Paper,
  PasswordInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type SetupInput, setupInputSchema } from '@showdesk/domain/platform/platform';
import { IconCircleCheck, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EventFields } from '../../../../components/event-fields.tsx';
import { RecordForm, useRecordValues } from '../../../../components/record-form.tsx';
import { StatusScreen } from '../../../../components/status-screen.tsx';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { useDocumentTitle } from '../../../../lib/page-title.ts';
import { useRunSetup, useSetupStatus } from '../api/setup-api.ts';

const today = new Date().toISOString().slice(0, 10);

const initial: SetupInput = {
  code: '',
  firstName: '',
  surname: '',
  email: '',
  password: '',
  event: {
    name: '',
    slug: '',
    hostnames: [window.location.hostname],
    startDate: today,
    endDate: today,
  },
};

/**
 * /setup: the first-run setup of an installation with no event. Whoever holds the setup code
 * from the server log creates the platform admin and the first event, then logs in.
 */
export function SetupPage() {
  const { t } = useLingui();
  const status = useSetupStatus();
  const [done, setDone] = useState<string | null>(null);
  useDocumentTitle(done ? t`Setup Complete` : t`Set Up Showdesk`);
  let body: React.ReactNode;
  if (done) {
    body = (
      <StatusScreen
        icon={<IconCircleCheck size={34} />}
        color="green"
        title={t`Setup Complete`}
        actions={
          <Button component={Link} to={`/auth/login`}>
            <Trans>Log in</Trans>
          </Button>
        }
      >
        <Trans>You are the platform admin. Log in as {done} to set up your event.</Trans>
      </StatusScreen>
    );
  } else if (status.isPending) {
    body = <Skeleton h={480} radius="lg" />;
  } else if (status.isError) {
    body = (
      <Alert color="red" role="alert">
        {errorMessage(status.error)}
      </Alert>
    );
  } else if (!status.data.isSetupRequired) {
    body = (
      <StatusScreen
        icon={<IconCircleCheck size={34} />}
        color="green"
        title={t`Already Set Up`}
        actions={
          <Button component={Link} to="/auth/login">
            <Trans>Log in</Trans>
          </Button>
        }
      >
        <Trans>This installation has been set up. Log in to reach your events.</Trans>
      </StatusScreen>
    );
  } else {
    body = <SetupForm onDone={setDone} />;
  }
  return (
    <Center component="main" mih="100vh" p={{ base: 'sm', sm: 'xl' }}>
      <Stack w="100%" maw={720} gap="lg">
        {body}
      </Stack>
    </Center>
  );
}

function SetupForm({ onDone }: { onDone: (email: string) => void }) {
  const { t } = useLingui();
  const mutation = useRunSetup();
  const { values, set, isPending, save } = useRecordValues<SetupInput>(
    { initial, mutation },
    { message: () => t`Showdesk is set up` },
  );
  const submit = () => {
    const input = save.check(setupInputSchema, values);
    if (input)
      mutation.mutate(
        input,
        save.handlers({ onSaved: (result) => onDone((result as { email: string }).email) }),
      );
  };
  return (
    <>
      <Stack gap={4}>
        <Title order={1} fz={28}>
          <IconRocket size={26} aria-hidden style={{ verticalAlign: 'middle', marginRight: 8 }} />
          <Trans>Set Up Showdesk</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            Create the platform admin and the first event. The setup code is printed in the server
            log when the server starts.
          </Trans>
        </Text>
      </Stack>
      <RecordForm
        save={save}
        onSubmit={submit}
        submitLabel={t`Set up Showdesk`}
        isPending={isPending}
        label={t`Setup`}
      >
        <TextInput
          label={t`Setup code`}
          description={t`From the server log, e.g. ABCD-EFGH-JKLM`}
          required
          autoComplete="off"
          value={values.code}
          disabled={isPending}
          onChange={(e) => set({ code: e.currentTarget.value })}
          error={save.errors.code}
          data-autofocus
        />
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              <Trans>Platform admin</Trans>
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t`First name`}
                required
                autoComplete="given-name"
                value={values.firstName}
                disabled={isPending}
                onChange={(e) => set({ firstName: e.currentTarget.value })}
                error={save.errors.firstName}
              />
              <TextInput
                label={t`Surname`}
                required
                autoComplete="family-name"
                value={values.surname}
                disabled={isPending}
                onChange={(e) => set({ surname: e.currentTarget.value })}
                error={save.errors.surname}
              />
              <TextInput
                label={t`Email`}
                type="email"
                required
                autoComplete="email"
                value={values.email}
                disabled={isPending}
                onChange={(e) => set({ email: e.currentTarget.value })}
                error={save.errors.email}
              />
              <PasswordInput
                label={t`Password`}
                description={t`At least 8 characters`}
                required
                autoComplete="new-password"
                value={values.password}
                disabled={isPending}
                onChange={(e) => set({ password: e.currentTarget.value })}
                error={save.errors.password}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              <Trans>First event</Trans>
            </Title>
            <EventFields
              values={values.event}
              onChange={(patch) => set({ event: { ...values.event, ...patch } })}
              errors={save.errors}
              errorPrefix="event."
              disabled={isPending}
            />
          </Stack>
        </Paper>
      </RecordForm>
    </>
  );
}
