import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import type { Page } from '@showdesk/domain/common/list-query';
import type { ContentPage } from '@showdesk/domain/content/content';
import type { FeaturedSettings } from '@showdesk/domain/platform/settings';
import { IconStar, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { MenuIcon } from '../../../../components/menu-icon.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { SortableList } from '../../../../components/sortable-list.tsx';
import { api, eventPath } from '../../../../lib/api-client.ts';
import { feedback } from '../../../../lib/feedback.ts';
import { apiFieldErrors } from '../../../../lib/field-errors.ts';
import { useSession } from '../../../../lib/session.ts';
import { useSaveSettings, useSettings } from '../api/settings-api.ts';
import { SortableRow } from './sidebar/sortable-row.tsx';

/** The event's content pages that are not archived, by title (the first 200). */
function useActiveContent() {
  const { event } = useSession();
  return useQuery({
    queryKey: ['events', event.id, 'content', 'list', 'active'],
    queryFn: () =>
      api.get<Page<ContentPage>>(
        eventPath(event.id, '/content?filter=isArchived:false&pageSize=200'),
      ),
  });
}

/**
 * /admin/settings/featured-pages (admin): which content pages the dashboard features, in order.
 * Pages are added from the event's content, dragged into order and removed; saving keeps each
 * page's "featured" setting in step.
 */
export function FeaturedPagesSettingsPage() {
  const { t } = useLingui();
  const featured = useSettings<FeaturedSettings>('featured');
  const content = useActiveContent();
  const save = useSaveSettings<FeaturedSettings>('featured');
  const [ids, setIds] = useState<string[] | null>(null);

  const pages = new Map((content.data?.items ?? []).map((page) => [page.id, page]));
  useEffect(() => {
    // Ids of pages since archived or deleted are dropped from what is shown and saved.
    if (featured.data && content.data && ids === null) {
      setIds(featured.data.contentIds.filter((id) => pages.has(id)));
    }
  }, [featured.data, content.data, ids, pages]);

  const header = (
    <PageHeader
      title={t`Featured pages`}
      description={t`Content pages shown at the top of every member's dashboard, in this order. Members see only the pages they may open.`}
    />
  );
  if (featured.isError || content.isError) {
    return (
      <>
        {header}
        <ErrorAlert error={featured.error ?? content.error} />
      </>
    );
  }
  if (ids === null) {
    return (
      <>
        {header}
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t`Loading`} maw={720}>
          <Skeleton h={48} />
          <Skeleton h={48} />
          <Skeleton h={36} w={240} />
        </Stack>
      </>
    );
  }
  if (pages.size === 0) {
    return (
      <>
        {header}
        <EmptyState
          icon={<IconStar size={28} aria-hidden />}
          title={t`No content pages yet`}
          action={{ label: t`Add content`, to: '/admin/content/add' }}
        >
          <Trans>Featured pages are content pages. Add one first, then feature it here.</Trans>
        </EmptyState>
      </>
    );
  }

  const choices = [...pages.values()]
    .filter((page) => !ids.includes(page.id))
    .map((page) => ({ value: page.id, label: page.title }));
  const errors = apiFieldErrors(save.error);
  const submit = () =>
    save.mutate(
      { contentIds: ids },
      {
        onSuccess: (saved) => {
          setIds(saved.contentIds);
          feedback('success');
        },
      },
    );

  return (
    <>
      {header}
      <Stack gap="md" maw={720}>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            {ids.length === 0 ? (
              <Text c="dimmed">
                <Trans>No pages are featured. Add one below.</Trans>
              </Text>
            ) : (
              <>
                <Text size="sm" c="dimmed">
                  <Trans>
                    Drag pages by their handles (or focus a handle and use space and the arrow keys)
                    to change the order.
                  </Trans>
                </Text>
                <SortableList
                  items={ids}
                  idOf={(id) => id}
                  nameOf={(id) => pages.get(String(id))?.title ?? t`Page`}
                  onReorder={setIds}
                  gap={6}
                  label={t`Featured pages in order`}
                >
                  {(id, index) => {
                    const page = pages.get(id)!;
                    const title = page.title;
                    return (
                      <li key={id}>
                        <SortableRow id={id} label={t`Move ${title}`}>
                          <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }} py={6}>
                            <MenuIcon name={page.icon} />
                            <Text fw={500} truncate="end" style={{ flex: 1, minWidth: 0 }}>
                              {page.title}
                            </Text>
                            {page.isPublished ? null : (
                              <Badge color="yellow" variant="light">
                                <Trans>Not published</Trans>
                              </Badge>
                            )}
                            {errors[`contentIds.${index}`] ? (
                              <Text size="sm" c="red">
                                {errors[`contentIds.${index}`]}
                              </Text>
                            ) : null}
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              aria-label={t`Remove ${title}`}
                              onClick={() => setIds(ids.filter((other) => other !== id))}
                            >
                              <IconX size={16} aria-hidden />
                            </ActionIcon>
                          </Group>
                        </SortableRow>
                      </li>
                    );
                  }}
                </SortableList>
              </>
            )}
            <Select
              label={t`Add a page`}
              placeholder={choices.length === 0 ? t`Every page is featured` : t`Choose a page`}
              data={choices}
              value={null}
              onChange={(value) => value && setIds([...ids, value])}
              searchable
              disabled={choices.length === 0}
              maw={360}
            />
          </Stack>
        </Card>
        {save.isError && Object.keys(errors).length === 0 ? (
          <ErrorAlert error={save.error} />
        ) : null}
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending}>
            <Trans>Save featured pages</Trans>
          </Button>
        </Group>
      </Stack>
    </>
  );
}
