import { Button, Menu, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type ContentSectionType,
  contentSectionTypeLabels,
  contentSectionTypes,
} from '@showdesk/domain/content/content';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { sectionTypeHints, sectionTypeIcons } from './section-types.tsx';

/** "Add section": a menu of the ten section types, each opening its editor. */
export function AddSectionMenu({
  onAdd,
  label = 'Add section',
}: {
  onAdd: (type: ContentSectionType) => void;
  label?: string;
}) {
  return (
    <Menu
      position="bottom-end"
      width="min(540px, calc(100vw - 32px))"
      shadow="md"
      middlewares={{ flip: true, shift: true }}
    >
      <Menu.Target>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah="min(75vh, 560px)" style={{ overflowY: 'auto' }}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={0} verticalSpacing={0}>
          {contentSectionTypes.map((type) => {
            const Icon = sectionTypeIcons[type];
            return (
              <Menu.Item
                key={type}
                leftSection={<Icon size={18} aria-hidden />}
                onClick={() => onAdd(type)}
              >
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {contentSectionTypeLabels[type]}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {sectionTypeHints[type]}
                  </Text>
                </Stack>
              </Menu.Item>
            );
          })}
        </SimpleGrid>
      </Menu.Dropdown>
    </Menu>
  );
}
