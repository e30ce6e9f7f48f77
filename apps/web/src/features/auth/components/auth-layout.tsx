import { Box, Center, Image, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Outlet } from 'react-router';
import { usePublicEvent } from '../../../lib/session.ts';

/**
 * The frame of the /auth screens: the event's logo and name beside its login image (or its
 * navigation colour), so each event's login looks like its own.
 */
export function AuthLayout() {
  const { data, isPending } = usePublicEvent();
  const branding = data?.branding;
  return (
    <Box style={{ display: 'flex', minHeight: '100vh' }}>
      <Center component="main" style={{ flex: '1 1 520px' }} p={{ base: 'md', sm: 'xl' }}>
        <Stack w="100%" maw={420} gap="lg">
          <Stack gap={6} align="center">
            {isPending ? (
              <Skeleton h={48} w={160} />
            ) : branding?.logo ? (
              <Image
                src={branding.logo}
                alt={`${data?.event.name ?? ''} logo`}
                h={56}
                w="auto"
                fit="contain"
              />
            ) : null}
            <Text fw={700} fz="lg" ta="center">
              {data?.event.name ?? '\u00a0'}
            </Text>
          </Stack>
          <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
            <Outlet />
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
export function AuthHeading({ title, children }: { title: string; children?: React.ReactNode }) {
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
