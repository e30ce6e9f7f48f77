import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconLanguage, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import {
  translationsPath,
  useHasTranslations,
} from '../../../../components/records/translations-link.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { useCardLayouts, useDeleteCardLayout } from '../api/card-layouts-api.ts';
import { CardLayoutEditor } from './card-layout-editor.tsx';

/** /admin/card-layouts: the dashboard's six cards per team type, with a default layout. */
export function CardLayoutsPage() {
  const { t } = useLingui();
  const query = useCardLayouts();
  const remove = useDeleteCardLayout();
  const hasTranslations = useHasTranslations();
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const deletingName = deleting?.name;

  return (
    <>
      <PageHeader
        title={t`Card Layouts`}
        description={t`Six cards on the dashboard. Teams see the layout of their team type, or the default one.`}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing(null)}
            disabled={!query.data}
          >
            <Trans>Add layout</Trans>
          </Button>
        }
      />
      {query.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(query.error)}
        </Alert>
      ) : !query.data ? (
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          role="status"
          aria-busy="true"
          aria-label={t`Loading`}
        >
          <Skeleton h={160} />
          <Skeleton h={160} />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {query.data.layouts.map((layout) => {
            const typeNames = query.data.teamTypes
              .filter((type) => layout.teamTypeIds.includes(type.id))
              .map((type) => type.name);
            const layoutName = layout.name;
            return (
              <Card key={layout.id} withBorder radius="md" padding="lg" component="section">
                <Stack gap="sm">
                  <Group justify="space-between">
                    <Text fw={700}>{layout.name}</Text>
                    {layout.isDefault ? (
                      <Badge variant="light">
                        <Trans>Default</Trans>
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {layout.isDefault
                      ? t`Teams whose type has no layout of its own`
                      : typeNames.length
                        ? typeNames.join(', ')
                        : t`No team types yet: nobody sees this layout`}
                  </Text>
                  <SimpleGrid cols={3} spacing={6}>
                    {layout.cards.map((card) => (
                      <Text
                        key={card.id}
                        size="xs"
                        p={6}
                        bg="gray.0"
                        style={{ borderRadius: 6 }}
                        truncate
                      >
                        {card.title}
                      </Text>
                    ))}
                  </SimpleGrid>
                  <Group justify="flex-end" gap="xs">
                    {layout.isDefault ? null : (
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        onClick={() => setDeleting({ id: layout.id, name: layout.name })}
                      >
                        <Trans>Delete</Trans>
                      </Button>
                    )}
                    {hasTranslations ? (
                      <Button
                        component={Link}
                        to={translationsPath('card-layouts', layout.id)}
                        variant="subtle"
                        size="xs"
                        leftSection={<IconLanguage size={14} aria-hidden />}
                        aria-label={t`Translations of ${layoutName}`}
                      >
                        <Trans>Translations</Trans>
                      </Button>
                    ) : null}
                    <Button variant="light" size="xs" onClick={() => setEditing(layout.id)}>
                      <Trans>Edit {layoutName}</Trans>
                    </Button>
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
      {query.data ? (
        <CardLayoutEditor
          layoutId={editing}
          data={query.data}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={deletingName ? t`Delete ${deletingName}?` : t`Delete layout?`}
        confirmLabel={t`Delete layout`}
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              feedback('success', t`The layout has been deleted`);
            },
            onError: (error) => feedback('error', errorMessage(error)),
          })
        }
      >
        <Trans>Its teams will see the default layout. Its cards are deleted with it.</Trans>
      </ConfirmDialog>
    </>
  );
}
