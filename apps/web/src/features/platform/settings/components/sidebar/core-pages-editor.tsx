import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { CorePage } from '@showdesk/domain/content/core-pages';
import { useEffect, useState } from 'react';
import { AssetPicker } from '../../../../../components/asset-picker.tsx';
import { MenuIcon, menuIconNames } from '../../../../../components/menu-icon.tsx';
import { Skeletons } from '../../../../../components/skeletons.tsx';
import { feedback } from '../../../../../lib/feedback.ts';
import { errorMessage } from '../../../../../lib/field-errors.ts';
import { useSession } from '../../../../../lib/session.ts';
import { useCorePages, useSaveCorePage } from '../../api/navigation-api.ts';

/**
 * The core pages (dashboard, downloads, forms, ...): their titles, icons and whether members see
 * them. An unpublished core page is hidden from members' menus.
 */
export function CorePagesEditor() {
  const { t } = useLingui();
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
      <Stack role="status" aria-busy="true" aria-label={t`Loading`}>
        <Skeletons count={7} h={40} />
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {query.data.corePages.map((page) => (
        <CorePageCard key={page.id} page={page} />
      ))}
    </SimpleGrid>
  );
}

const iconOptions = menuIconNames.map((name) => ({ value: name, label: name.replace(/-/g, ' ') }));

function CorePageCard({ page }: { page: CorePage }) {
  const { terminology } = useSession();
  const { t } = useLingui();
  const save = useSaveCorePage();
  const [draft, setDraft] = useState(page);
  useEffect(() => setDraft(page), [page]);
  const name = terminology[page.id];
  const isChanged =
    draft.title !== page.title ||
    draft.icon !== page.icon ||
    draft.isPublished !== page.isPublished ||
    draft.assetId !== page.assetId;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <MenuIcon name={draft.icon} />
            <Text fw={700}>{name}</Text>
          </Group>
          <Switch
            label={t`Published`}
            checked={draft.isPublished}
            onChange={(e) => setDraft({ ...draft, isPublished: e.currentTarget.checked })}
          />
        </Group>
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label={t`Title`}
            value={draft.title}
            onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
            error={draft.title.trim() ? undefined : t`Enter a title`}
          />
          <Select
            label={t`Icon`}
            data={iconOptions}
            value={draft.icon}
            onChange={(icon) => icon && setDraft({ ...draft, icon })}
            leftSection={<MenuIcon name={draft.icon} />}
            allowDeselect={false}
          />
        </SimpleGrid>
        <AssetPicker
          label={t`Header image`}
          value={draft.assetId}
          onChange={(assetId) => setDraft({ ...draft, assetId })}
        />
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
            <Trans>Save {name}</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
