import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { buildBreadcrumbs } from '@showdesk/domain/breadcrumbs';
import { Link, useLocation } from 'react-router';
import { useBreadcrumbLabels } from '../../lib/breadcrumb-labels.ts';
import { useSession } from '../../lib/session.ts';

/** Crumbs built from the path; the first is the event's dashboard term (spec section 2). */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const { terminology } = useSession();
  const labels = useBreadcrumbLabels();
  if (pathname === '/') return null;
  const crumbs = buildBreadcrumbs(pathname, terminology, labels);
  return (
    <nav aria-label="Breadcrumb">
      <MantineBreadcrumbs separator="›" mb="sm" style={{ flexWrap: 'wrap' }}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={crumb.path} size="sm" aria-current="page" c="dimmed">
              {crumb.label}
            </Text>
          ) : (
            <Anchor key={crumb.path} component={Link} to={crumb.path} size="sm">
              {crumb.label}
            </Anchor>
          ),
        )}
      </MantineBreadcrumbs>
    </nav>
  );
}
