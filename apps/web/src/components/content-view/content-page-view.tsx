import { Trans } from '@lingui/react/macro';
import { Badge, Box, Divider, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { MemberContentPage } from '@showdesk/domain/content/content';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { MenuIcon } from '../menu-icon.tsx';
import { ImageView, isSectionEmpty, SectionView } from './section-view.tsx';
import './content-prose.css';

/**
 * A content page as members and guests read it: icon, title, description and image, then each
 * published section under its heading, in order.
 */
export function ContentPageView({
  page,
  eventName,
}: {
  page: MemberContentPage;
  eventName?: string;
}) {
  // The page's title is the organiser's own name for it: shown as typed.
  useDocumentTitle(page.title, eventName, true);
  const sections = page.sections.filter((section) => !isSectionEmpty(section));
  return (
    <Box component="article" maw={860} mx="auto">
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={48} radius="md" aria-hidden visibleFrom="xs">
            <MenuIcon name={page.icon} size={26} />
          </ThemeIcon>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 26, md: 32 }} style={{ overflowWrap: 'break-word' }}>
              {page.title}
            </Title>
            {page.description ? (
              <Text c="dimmed" size="lg">
                {page.description}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {page.image ? <ImageView image={page.image} isBanner /> : null}
        {sections.length === 0 ? (
          <Text c="dimmed">
            <Trans>Nothing has been added to this page yet.</Trans>
          </Text>
        ) : (
          sections.map((section) => (
            <Stack
              key={section.id}
              component="section"
              gap="sm"
              aria-label={section.heading || undefined}
            >
              {section.isNewSection ? (
                <Divider
                  label={
                    <Badge color="orange" variant="light">
                      <Trans>New</Trans>
                    </Badge>
                  }
                  labelPosition="left"
                  mt="sm"
                />
              ) : null}
              {section.heading ? (
                <Title order={2} fz={{ base: 20, md: 22 }}>
                  {section.heading}
                </Title>
              ) : null}
              <SectionView section={section} />
            </Stack>
          ))
        )}
      </Stack>
    </Box>
  );
}
