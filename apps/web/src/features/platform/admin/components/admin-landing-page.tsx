import { useLingui } from '@lingui/react/macro';
import { Anchor, Card, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { hasPermission } from '@showdesk/domain/people/permissions';
import { adminLinkGroupsFor } from '@showdesk/domain/platform/navigation';
import { defaultTerminology } from '@showdesk/domain/platform/terminology';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '../../../../components/page-header.tsx';
import './admin-landing-page.css';
import { useDomainWord } from '../../../../lib/domain-word.ts';
import { sessionQuery } from '../../../../lib/session.ts';

/**
 * /admin: the organisers' landing page, its links grouped as in spec section 2 and named in the
 * event's terms. Each card is as tall as its own links (no stretching to the row's tallest).
 */
export function AdminLandingPage() {
  const word = useDomainWord();
  const { t } = useLingui();
  const session = useQuery(sessionQuery);
  return (
    <>
      <PageHeader
        title={t`Admin`}
        description={t`Set up your event and manage what your teams see.`}
      />
      {session.isPending ? (
        <AdminLandingSkeleton />
      ) : (
        // Columns of cards, each as tall as its links, instead of rows stretched to the tallest.
        <div className="admin-landing-groups">
          {adminLinkGroupsFor(session.data?.terminology ?? defaultTerminology).map((group) => {
            const links = group.links.filter((link) =>
              hasPermission(session.data?.member.permissions, link.permission),
            );
            if (links.length === 0) return null;
            return (
              <Card
                key={group.title}
                withBorder
                radius="md"
                padding="lg"
                component="section"
                className="admin-landing-group"
              >
                <Title order={2} fz="md" mb="sm">
                  {word(group.title)}
                </Title>
                <Stack gap={6}>
                  {links.map((link) => (
                    <Anchor key={link.path} component={Link} to={link.path} fw={500}>
                      {word(link.label)}
                      <IconArrowRight size={14} aria-hidden className="admin-landing-arrow" />
                    </Anchor>
                  ))}
                </Stack>
              </Card>
            );
          })}
        </div>
      )}
    </>
  );
}

function AdminLandingSkeleton() {
  const { t } = useLingui();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      role="status"
      aria-busy="true"
      aria-label={t`Loading`}
    >
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={String(i)} withBorder radius="md" padding="lg">
          <Skeleton h={18} w="60%" mb="md" />
          <Skeleton h={12} w="80%" mb={8} />
          <Skeleton h={12} w="70%" mb={8} />
          <Skeleton h={12} w="50%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}
