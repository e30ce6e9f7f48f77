import { t } from '@lingui/core/macro';
import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ResourceLink, ResourceType } from '@showdesk/domain/content/content';
import {
  IconBuildingStore,
  IconChecklist,
  IconChevronRight,
  IconDownload,
  IconFileText,
  IconForms,
} from '@tabler/icons-react';
import { Link } from 'react-router';

const looks = (): Record<ResourceType, { icon: typeof IconFileText; label: string }> => ({
  task: { icon: IconChecklist, label: t`Task` },
  form: { icon: IconForms, label: t`Form` },
  content: { icon: IconFileText, label: t`Page` },
  download: { icon: IconDownload, label: t`Download` },
  supplier: { icon: IconBuildingStore, label: t`Supplier` },
});

/** A link's card, whether it opens a screen of the app or another site. */
const linkCard = {
  withBorder: true,
  radius: 'md',
  padding: 'sm',
  className: 'content-link-card',
} as const;

/** Paths of the portal open in place; files and other sites open as plain links. */
const isAppPath = (href: string) => /^\/(?!\/)/.test(href) && !href.startsWith('/api/');

/** A resources section: the tasks, forms, pages, downloads and suppliers the reader may open. */
export function ResourcesView({ links }: { links: ResourceLink[] }) {
  if (links.length === 0) return null;
  const lookOf = looks();
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {links.map((link) => {
        const look = lookOf[link.type];
        const Icon = look.icon;
        const inner = (
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
              <Icon size={20} />
            </ThemeIcon>
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'break-word' }}>
                {link.title}
              </Text>
              <Text size="xs" c="dimmed">
                {look.label}
              </Text>
            </Stack>
            <IconChevronRight size={18} aria-hidden color="var(--mantine-color-gray-6)" />
          </Group>
        );
        return (
          <li key={`${link.type}:${link.id}`}>
            {isAppPath(link.href) ? (
              <Card component={Link} to={link.href} {...linkCard}>
                {inner}
              </Card>
            ) : (
              <Card component="a" href={link.href} target="_blank" rel="noopener" {...linkCard}>
                {inner}
              </Card>
            )}
          </li>
        );
      })}
    </Stack>
  );
}
