import { Box, Collapse, NavLink, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { buildMenu, type MenuSection } from '@showdesk/domain/platform/navigation';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { MenuIcon } from '../../components/menu-icon.tsx';
import { useDomainWord } from '../../lib/domain-word.ts';
import { useSession } from '../../lib/session.ts';

function isActive(pathname: string, path: string) {
  const target = path.split('#')[0] ?? path;
  if (target === '/') return pathname === '/';
  if (target === '/admin') return pathname === '/admin';
  return pathname === target || pathname.startsWith(`${target}/`);
}

/** The sidebar: the member's menu in sections, collapsable ones remembered per browser. */
export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const session = useSession();
  const { pathname } = useLocation();
  const sections = buildMenu({
    permissions: session.member.permissions,
    hasTeam: session.team !== null,
    terminology: session.terminology,
    corePages: session.corePages,
    sidebarSections: session.sidebar,
  });
  const [collapsed, setCollapsed] = useLocalStorage<string[]>({
    key: 'showdesk:sidebar-collapsed',
    defaultValue: [],
  });
  const toggle = (id: string) =>
    setCollapsed((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  return (
    <ScrollArea type="auto" style={{ flex: 1 }}>
      <Stack gap="md" p="sm">
        {sections.map((section) => (
          <SidebarSection
            key={section.id}
            section={section}
            pathname={pathname}
            isOpen={!collapsed.includes(section.id)}
            onToggle={() => toggle(section.id)}
            onNavigate={onNavigate}
          />
        ))}
      </Stack>
    </ScrollArea>
  );
}

interface SidebarSectionProps {
  section: MenuSection;
  pathname: string;
  isOpen: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

function SidebarSection({ section, pathname, isOpen, onToggle, onNavigate }: SidebarSectionProps) {
  const word = useDomainWord();
  const listId = `sidebar-${section.id}`;
  const heading = (
    <Text component="span" size="xs" fw={700} tt="uppercase" style={{ letterSpacing: 0.6 }}>
      {word(section.heading)}
    </Text>
  );
  const items = (
    <Box id={listId}>
      {section.items.map((item) => (
        <NavLink
          key={item.id}
          component={Link}
          to={item.path}
          label={word(item.label)}
          leftSection={<MenuIcon name={item.icon} />}
          active={isActive(pathname, item.path)}
          onClick={onNavigate}
          className="sidebar-link"
          variant="filled"
        />
      ))}
    </Box>
  );
  return (
    <Box>
      {section.isCollapsable ? (
        <UnstyledButton
          onClick={onToggle}
          aria-expanded={isOpen}
          aria-controls={listId}
          className="sidebar-heading"
          w="100%"
          px="xs"
          py={6}
        >
          {heading}
          <IconChevronDown
            size={14}
            aria-hidden
            style={{
              transform: isOpen ? undefined : 'rotate(-90deg)',
              transition: 'transform 150ms',
            }}
          />
        </UnstyledButton>
      ) : (
        <Box className="sidebar-heading" px="xs" py={6}>
          {heading}
        </Box>
      )}
      {section.isCollapsable ? <Collapse in={isOpen}>{items}</Collapse> : items}
    </Box>
  );
}
