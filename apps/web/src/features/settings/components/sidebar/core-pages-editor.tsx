import {
  Alert,
  Button,
  Group,
  Select,
  Skeleton,
  Stack,
  Switch,
  Table,
  TextInput,
} from '@mantine/core';
import type { CorePage } from '@showdesk/domain/core-pages';
import { useEffect, useState } from 'react';
import { MenuIcon, menuIconNames } from '../../../../components/menu-icon.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { useCorePages, useSaveCorePage } from '../../api/navigation-api.ts';

/**
 * The core pages (dashboard, downloads, forms, ...): their titles, icons and whether members see
 * them. An unpublished core page is hidden from members' menus.
 */
export function CorePagesEditor() {
  const query = useCorePages();
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <Stack aria-busy="true" aria-label="Loading">
        {Array.from({ length: 7 }, (_, i) => (
          <Skeleton key={String(i)} h={40} />
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Page</Table.Th>
            <Table.Th>Title</Table.Th>
            <Table.Th>Icon</Table.Th>
            <Table.Th>Published</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.corePages.map((page) => (
            <CorePageRow key={page.id} page={page} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const iconOptions = menuIconNames.map((name) => ({ value: name, label: name.replace(/-/g, ' ') }));

function CorePageRow({ page }: { page: CorePage }) {
  const save = useSaveCorePage();
  const [draft, setDraft] = useState(page);
  useEffect(() => setDraft(page), [page]);
  const isChanged =
    draft.title !== page.title ||
    draft.icon !== page.icon ||
    draft.isPublished !== page.isPublished;
  return (
    <Table.Tr>
      <Table.Td fw={600}>{page.id}</Table.Td>
      <Table.Td>
        <TextInput
          aria-label={`Title of ${page.id}`}
          value={draft.title}
          onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
          error={draft.title.trim() ? undefined : 'Enter a title'}
        />
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={`Icon of ${page.id}`}
          data={iconOptions}
          value={draft.icon}
          onChange={(icon) => icon && setDraft({ ...draft, icon })}
          leftSection={<MenuIcon name={draft.icon} />}
          allowDeselect={false}
        />
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={`Publish ${page.id}`}
          checked={draft.isPublished}
          onChange={(e) => setDraft({ ...draft, isPublished: e.currentTarget.checked })}
        />
      </Table.Td>
      <Table.Td>
        <Group justify="flex-end">
          <Button
            size="xs"
            disabled={!isChanged || !draft.title.trim()}
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                {
                  id: page.id,
                  title: draft.title.trim(),
                  icon: draft.icon,
                  isPublished: draft.isPublished,
                  assetId: draft.assetId,
                },
                {
                  onSuccess: () => feedback('success'),
                  onError: (error) => feedback('error', errorMessage(error)),
                },
              )
            }
          >
            Save
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
