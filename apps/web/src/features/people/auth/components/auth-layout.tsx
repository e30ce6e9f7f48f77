import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Image,
  Paper,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect } from 'react';
import { Link, Navigate, Outlet } from 'react-router';
import { isSetupRequired } from '../../../../lib/api-client.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { usePublicEvent } from '../../../../lib/session.ts';
import { loadAuthSchemas } from '../auth-schemas.ts';

/**
 * The frame of the /auth screens: the event's logo and name beside its login image (or its
 * navigation colour), so each event's login looks like its own.
 */
export function AuthLayout() {
  const { error } = usePublicEvent();
  // The forms check their input with these; a failure here is retried when a form is sent.
  useEffect(() => {
    loadAuthSchemas().catch(() => undefined);
  }, []);
  if (isSetupRequired(error)) return <Navigate to="/setup" replace />;
  return (
    <AuthFrame>
      <Outlet />
    </AuthFrame>
  );
}

/** The auth screens' branded frame around a card, also for screens shown before the app. */
export function AuthFrame({ children }: { children: ReactNode }) {
  const { data, isPending } = usePublicEvent();
  const { t } = useLingui();
  const branding = data?.branding;
  const eventName = data?.event.name ?? '';
  return (
    <Box style={{ display: 'flex', minHeight: '100vh' }}>
      <Center component="main" style={{ flex: '1 1 520px' }} p={{ base: 'md', sm: 'xl' }}>
        <Stack w="100%" maw={420} gap="lg">
          <Stack gap={6} align="center">
            {isPending ? (
              <Skeleton h={48} w={160} />
            ) : branding?.logo ? (
              <Image src={branding.logo} alt={t`${eventName} logo`} h={56} w="auto" fit="contain" />
            ) : null}
            <Text fw={700} fz="lg" ta="center">
              {data?.event.name ?? '\u00a0'}
            </Text>
          </Stack>
          <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
            {children}
          </Paper>
        </Stack>
      </Center>
      <Box
        visibleFrom="md"
        aria-hidden
        style={{
          flex: '1 1 480px',
          background: branding?.loginImage
            ? `center / cover no-repeat url("${encodeURI(branding.loginImage)}")`
            : `linear-gradient(135deg, ${branding?.navBgColor ?? '#029e66'}, #0b3d2e)`,
        }}
      />
    </Box>
  );
}

/** The heading of an auth screen, which also names the browser tab. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz={24}>
        {title}
      </Title>
      {children ? (
        <Text c="dimmed" size="sm">
          {children}
        </Text>
      ) : null}
    </Stack>
  );
}

interface AuthFormProps {
  title: string;
  intro: ReactNode;
  /** Called on submit (the browser's own submit is prevented). */
  onSubmit: () => void;
  /** The failed call, shown above the fields (`failureLink` after its message). */
  failure: unknown;
  failureLink?: ReactNode;
  /** Shown first, e.g. the notice after a password reset. */
  notice?: ReactNode;
  submitLabel: string;
  isPending: boolean;
  /** The "Back to log in" link under the button. */
  hasBackLink?: boolean;
  /** Shown under the button, in place of the back link (e.g. another way to log in). */
  footer?: ReactNode;
  children: ReactNode;
}

/** An auth screen's form: heading, notice, the failed call, the fields and the full-width submit. */
export function AuthForm(props: AuthFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <AuthHeading title={props.title}>{props.intro}</AuthHeading>
      <Stack gap="md">
        {props.notice}
        {props.failure ? (
          <Alert role="alert" color="red" icon={<IconAlertCircle size={18} />}>
            {errorMessage(props.failure)}
            {props.failureLink}
          </Alert>
        ) : null}
        {props.children}
        <Button type="submit" loading={props.isPending} fullWidth size="md">
          {props.submitLabel}
        </Button>
        {props.footer}
        {props.hasBackLink ? (
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/auth/login">
              <Trans>Back to log in</Trans>
            </Anchor>
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}

/** An auth screen's input, bound to its value: required (with no asterisk), maybe focused first. */
interface AuthInputProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hasFocus?: boolean;
}

const authInput = (props: AuthInputProps) => ({
  required: true,
  withAsterisk: false,
  value: props.value,
  onChange: (e: ChangeEvent<HTMLInputElement>) => props.onChange(e.currentTarget.value),
  error: props.error,
  'data-autofocus': props.hasFocus || undefined,
});

/** The email an auth screen asks for. */
export function EmailField(props: AuthInputProps) {
  const { t } = useLingui();
  return <TextInput label={t`Email`} type="email" autoComplete="email" {...authInput(props)} />;
}

/** An auth form's password, as its email: a new one (set here) or the current one. */
export function PasswordField(
  props: AuthInputProps & { label: string; description?: string; isNew?: boolean },
) {
  return (
    <PasswordInput
      label={props.label}
      description={props.description}
      autoComplete={props.isNew ? 'new-password' : 'current-password'}
      {...authInput(props)}
    />
  );
}

/** An auth screen that only says something (the link is sent, the link is incomplete). */
export function AuthMessage({
  title,
  alert,
  link,
}: {
  title: string;
  alert: ReactNode;
  link: { to: string; label: string };
}) {
  return (
    <Stack gap="md">
      <AuthHeading title={title} />
      {alert}
      <Anchor component={Link} to={link.to} size="sm">
        {link.label}
      </Anchor>
    </Stack>
  );
}
