import { useLingui } from '@lingui/react/macro';
import { Box, Card, Skeleton, Stack, Text } from '@mantine/core';
import type { MemberContentSummary } from '@showdesk/domain/content/content';
import { IconFileText } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CardGrid } from '../../../../components/card-grid.tsx';
import { MenuIcon } from '../../../../components/menu-icon.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { useMemberContentList } from '../../api/member-content-api.ts';
import { contentPaths } from '../content-paths.ts';
import '../../../../components/content-view/content-prose.css';

/** /content: the content pages this member may read, as cards. */
export function MemberContentListPage() {
  const { t } = useLingui();
  const query = useMemberContentList();
  return (
    <>
      <PageHeader
        title={t`Content`}
        description={t`Everything you need to know about the event.`}
      />
      <CardGrid
        query={query}
        items={query.data?.content ?? []}
        cols={{ base: 1, '560px': 2, '900px': 3 }}
        skeletons={6}
        skeleton={
          <Card withBorder radius="md" padding="md">
            <Card.Section>
              <Skeleton h={140} radius={0} />
            </Card.Section>
            <Skeleton h={18} w="60%" mt="md" />
            <Skeleton h={12} w="90%" mt="sm" />
          </Card>
        }
        empty={{
          icon: <IconFileText size={34} />,
          title: t`No content yet`,
          children: t`The organisers haven’t published any pages for your team yet. They’ll appear here when they do.`,
        }}
        getKey={(page) => page.id}
      >
        {(page) => <ContentCard page={page} />}
      </CardGrid>
    </>
  );
}

function ContentCard({ page }: { page: MemberContentSummary }) {
  return (
    <Card
      component={Link}
      to={contentPaths.member(page.id)}
      withBorder
      radius="md"
      padding="md"
      h="100%"
      className="content-link-card"
    >
      <Card.Section>
        {page.image ? (
          <img
            src={page.image.small}
            srcSet={`${page.image.thumb} 480w, ${page.image.small} 960w`}
            sizes="(min-width: 900px) 33vw, (min-width: 560px) 50vw, 100vw"
            alt=""
            loading="lazy"
            style={{ display: 'block', width: '100%', height: 150, objectFit: 'cover' }}
          />
        ) : (
          <Box
            h={150}
            bg="brand.0"
            style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
            c="brand.8"
          >
            <MenuIcon name={page.icon} size={48} />
          </Box>
        )}
      </Card.Section>
      <Stack gap={4} mt="md">
        <Text fw={650} fz="lg" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <MenuIcon name={page.icon} size={20} />
          <span>{page.title}</span>
        </Text>
        {page.description ? (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {page.description}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
