import { Button } from '@mantine/core';
import { buildBreadcrumbs } from '@showdesk/domain/breadcrumbs';
import { IconHammer } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { useSession } from '../../../lib/session.ts';

/** An organiser area whose screens are not built yet: says so plainly instead of a dead link. */
export function AreaComingSoonPage() {
  const { pathname } = useLocation();
  const { terminology } = useSession();
  const crumbs = buildBreadcrumbs(pathname, terminology);
  const area = crumbs[2]?.label ?? 'This area';
  return (
    <StatusScreen
      icon={<IconHammer size={34} />}
      color="blue"
      title={`${area} Is Coming Soon`}
      actions={
        <Button component={Link} to="/">
          Go to {terminology.dashboard}
        </Button>
      }
    >
      This part of Showdesk is still being built. It will appear here as soon as it is ready.
    </StatusScreen>
  );
}
