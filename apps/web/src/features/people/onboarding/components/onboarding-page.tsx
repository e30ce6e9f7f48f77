import { Trans, useLingui } from '@lingui/react/macro';
import {
  AspectRatio,
  Box,
  Button,
  Center,
  Image,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { videoEmbedUrl } from '@showdesk/domain/content/video';
import { Navigate, useNavigate } from 'react-router';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { useDocumentTitle } from '../../../../lib/page-title.ts';
import { useSession } from '../../../../lib/session.ts';
import { useFinishOnboarding, useOnboarding } from '../api/onboarding-api.ts';

/**
 * /onboarding: the welcome a member sees before their first visit when the event has onboarding
 * on (spec section 3): greeting, description, video and signature; finishing sets isOnboarded.
 */
export function OnboardingPage() {
  const { user, member, event, branding } = useSession();
  const onboarding = useOnboarding(event.id);
  const finish = useFinishOnboarding(event.id);
  const navigate = useNavigate();
  const { t } = useLingui();
  const eventName = event.name;
  useDocumentTitle(onboarding.data?.title ?? t`Welcome`, eventName);

  if (member.isOnboarded) return <Navigate to="/" replace />;
  const settings = onboarding.data;
  const video = settings?.videoUrl
    ? videoEmbedUrl(settings.videoUrl, settings.videoSourceType)
    : null;
  const title = settings?.title;
  const name = settings?.showSurname ? `${user.firstName} ${user.surname}` : user.firstName;

  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={760} w="100%">
        {!settings ? (
          <Stack role="status" aria-busy="true" aria-label={t`Loading`}>
            <Skeleton h={36} w="50%" />
            <Skeleton h={80} />
            <Skeleton h={300} />
          </Stack>
        ) : (
          <Stack gap="lg">
            {branding.logo ? (
              <Image src={branding.logo} alt={t`${eventName} logo`} h={48} w="auto" fit="contain" />
            ) : null}
            <Title order={1}>{settings.title}</Title>
            {settings.showGreeting ? (
              <Text fw={600}>
                {settings.salutation} {name},
              </Text>
            ) : null}
            {settings.description ? (
              <Text style={{ whiteSpace: 'pre-line' }}>{settings.description}</Text>
            ) : null}
            {video ? (
              <AspectRatio ratio={16 / 9}>
                <Box
                  component="iframe"
                  src={video}
                  title={t`${title} video`}
                  allow="fullscreen; picture-in-picture"
                  style={{ border: 0, borderRadius: 8 }}
                />
              </AspectRatio>
            ) : null}
            {settings.showSignature ? (
              <Text c="dimmed">
                <Trans>The {eventName} team</Trans>
              </Text>
            ) : null}
            <Button
              size="md"
              loading={finish.isPending}
              onClick={() =>
                finish.mutate(undefined, {
                  onSuccess: () => navigate('/', { replace: true }),
                  onError: (error) => feedback('error', errorMessage(error)),
                })
              }
            >
              <Trans>Get started</Trans>
            </Button>
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
