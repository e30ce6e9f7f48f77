import { Trans } from '@lingui/react/macro';
import { Anchor, Box, Button, Container, Group, Image, Skeleton, Text } from '@mantine/core';
import type { PublicEvent } from '@showdesk/domain/people/session';
import { defaultBranding } from '@showdesk/domain/platform/branding';
import { navColours } from '@showdesk/domain/platform/nav-colours';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The frame of a guest page: no app shell, just a bar in the event's colours with its logo or
 * name, and a way to log in for people who have an account.
 */
export function GuestLayout({
  event,
  isPending,
  children,
}: {
  event: PublicEvent | undefined;
  isPending: boolean;
  children: ReactNode;
}) {
  const branding = event?.branding;
  const isDark = branding?.navTheme !== 'light';
  const { background, foreground } = navColours(
    branding?.navBgColor ?? defaultBranding.navBgColor,
    isDark ? 'dark' : 'light',
  );
  const logo =
    branding?.autoLogo && isDark
      ? branding.invertedLogo || branding.logo
      : branding?.logo || branding?.invertedLogo;

  return (
    <Box mih="100vh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" style={{ background, color: foreground }}>
        <Container size={1000} h={60}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            {isPending ? (
              <Skeleton h={28} w={160} />
            ) : logo ? (
              <Image src={logo} alt={event?.event.name ?? ''} h={36} w="auto" fit="contain" />
            ) : (
              <Text fw={700} fz="lg" c={foreground} truncate>
                {event?.event.name}
              </Text>
            )}
            <Button
              component={Link}
              to="/auth/login"
              variant={isDark ? 'white' : 'filled'}
              size="xs"
              style={{ flexShrink: 0 }}
            >
              <Trans>Log in</Trans>
            </Button>
          </Group>
        </Container>
      </Box>
      <Container size={1000} w="100%" py={{ base: 'lg', md: 'xl' }} px="md" style={{ flex: 1 }}>
        <Box
          component="main"
          id="main-content"
          bg="white"
          p={{ base: 'md', sm: 'xl' }}
          style={{
            borderRadius: 'var(--mantine-radius-lg)',
            boxShadow: 'var(--mantine-shadow-xs)',
          }}
        >
          {children}
        </Box>
      </Container>
      <Box component="footer" py="md" ta="center">
        <Text size="xs" c="dimmed">
          {event?.event.name}
          {event ? ' · ' : null}
          <Anchor component={Link} to="/auth/login" size="xs">
            <Trans>Log in for your team’s pages</Trans>
          </Anchor>
        </Text>
      </Box>
    </Box>
  );
}
