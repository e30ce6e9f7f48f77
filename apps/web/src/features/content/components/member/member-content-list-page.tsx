import {
  Alert,
  Box,
  Card,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { MemberContentSummary } from '@showdesk/domain/content';
import { IconFileText } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MenuIcon } from '../../../../components/menu-icon.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { useMemberContentList } from '../../api/member-content-api.ts';
import { contentPaths } from '../content-paths.ts';
import '../../../../components/content-view/content-prose.css';

// By the width of the content (the tips aside takes some on wide screens), not the window.
const gridCols = { base: 1, '560px': 2, '900px': 3 };

/** /content: the content pages this member may read, as cards. */
export function MemberContentListPage() {
  const query = useMemberContentList();
  const pages = query.data?.content ?? [];
  return (
    <>
      <PageHeader title="Content" description="Everything you need to know about the event." />
      {query.isPending ? (
        <SimpleGrid type="container" cols={gridCols} aria-busy="true" aria-label="Loading">
          {Array.from({ length: 6 }, (_, i) => (
            <Card key={String(i)} withBorder radius="md" padding="md">
              <Card.Section>
                <Skeleton h={140} radius={0} />
              </Card.Section>
              <Skeleton h={18} w="60%" mt="md" />
              <Skeleton h={12} w="90%" mt="sm" />
            </Card>
          ))}
        </SimpleGrid>
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(query.error)}
        </Alert>
      ) : pages.length === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <Stack align="center" gap="sm" ta="center" py="lg">
            <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
              <IconFileText size={34} />
            </ThemeIcon>
            <Title order={2} fz="lg">
              No content yet
            </Title>
            <Text c="dimmed" maw={440}>
              The organisers haven’t published any pages for your team yet. They’ll appear here when
              they do.
            </Text>
          </Stack>
        </Card>
      ) : (
        <SimpleGrid
          type="container"
          cols={gridCols}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {pages.map((page) => (
            <li key={page.id}>
              <ContentCard page={page} />
            </li>
          ))}
        </SimpleGrid>
      )}
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
