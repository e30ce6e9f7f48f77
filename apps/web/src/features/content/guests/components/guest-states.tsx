import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusScreen } from '../../../../components/status-screen.tsx';

/** A guest page that is not public (or not there): what it is, and "Log in" for a team's member. */
export function GuestLoginScreen(props: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <StatusScreen
      icon={props.icon}
      title={props.title}
      actions={
        <Button component={Link} to="/auth/login" variant="default">
          <Trans>Log in</Trans>
        </Button>
      }
    >
      {props.children}
    </StatusScreen>
  );
}

/** A guest page loading: its title and description lines, then the page's own blocks. */
export function GuestPageSkeleton({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label={t`Loading`}>
      <Skeleton h={36} w="55%" />
      <Skeleton h={16} w="80%" />
      {children}
    </Stack>
  );
}
