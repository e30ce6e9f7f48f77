import {
  Alert,
  Anchor,
  Button,
  Card,
  CopyButton,
  Group,
  MultiSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { IconName } from '@showdesk/domain/common/icons';
import {
  type ContentPage,
  type UpdateContentInput,
  updateContentInputSchema,
} from '@showdesk/domain/content/content';
import { IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { AssetPicker } from '../../../components/asset-picker.tsx';
import { FormFailure } from '../../../components/form-failure.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { feedback } from '../../../lib/feedback.ts';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../../lib/field-errors.ts';
import { useUpdateContent } from '../api/content-api.ts';
import { useTeamTypeChoices } from '../api/content-options-api.ts';
import { contentPaths } from './content-paths.ts';
import { IconSelect } from './icon-select.tsx';

type Flags = Pick<ContentPage, 'isPublished' | 'isPublic' | 'isFeatured' | 'showToChildTeams'>;

const flagFields: Array<{ key: keyof Flags; label: string; description: string }> = [
  {
    key: 'isPublished',
    label: 'Published',
    description: 'Members of the chosen team types can open it',
  },
  {
    key: 'isPublic',
    label: 'Public',
    description: 'Anyone with its guest link can read it without logging in (when published)',
  },
  { key: 'isFeatured', label: 'Featured', description: 'Shown among the featured content' },
  {
    key: 'showToChildTeams',
    label: 'Show to stand shares',
    description: 'Stand-share (child) teams see it too',
  },
];

/** The settings of a content page, saved together. */
export function ContentSettingsForm({ page }: { page: ContentPage }) {
  const update = useUpdateContent(page.id);
  // Admin-only: a moderator gets a 403, and the limits are left out of the body.
  const teamTypes = useTeamTypeChoices();
  const isModerator = teamTypes.isError && isApiError(teamTypes.error, 403);

  const [title, setTitle] = useState(page.title);
  const [path, setPath] = useState(page.path);
  const [description, setDescription] = useState(page.description);
  const [icon, setIcon] = useState<IconName>(page.icon);
  const [assetId, setAssetId] = useState(page.assetId);
  const [flags, setFlags] = useState<Flags>({
    isPublished: page.isPublished,
    isPublic: page.isPublic,
    isFeatured: page.isFeatured,
    showToChildTeams: page.showToChildTeams,
  });
  const [allowed, setAllowed] = useState(page.allowedTeamTypeIds);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: UpdateContentInput = { title, path, description, icon, assetId, ...flags };
    if (teamTypes.data) input.allowedTeamTypeIds = allowed;
    const parsed = updateContentInputSchema.safeParse(input);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setFailure(null);
    update.mutate(parsed.data, {
      onSuccess: () => feedback('success'),
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        setFailure(error);
      },
    });
  };

  const typeOptions = (teamTypes.data?.teamTypes ?? []).map((t) => ({
    value: t.id,
    label: t.name,
  }));
  // A limit to a type that was deleted still shows, so it can be removed.
  for (const id of allowed) {
    if (teamTypes.data && !typeOptions.some((o) => o.value === id)) {
      typeOptions.push({ value: id, label: `Deleted team type (${id})` });
    }
  }

  const disabled = update.isPending;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Title order={2} fz="lg">
              Details
            </Title>
            <TextInput
              label="Title"
              required
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
              error={errors.title}
              disabled={disabled}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Path"
                description="Optional short name, e.g. stand-build"
                value={path}
                onChange={(e) => setPath(e.currentTarget.value)}
                error={errors.path}
                disabled={disabled}
              />
              <IconSelect value={icon} onChange={setIcon} error={errors.icon} disabled={disabled} />
            </SimpleGrid>
            <Textarea
              label="Description"
              description="Shown on the page’s card in the content list"
              autosize
              minRows={2}
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
              error={errors.description}
              disabled={disabled}
            />
            <AssetPicker
              label="Page image"
              description="Shown on the page’s card and at the top of the page"
              value={assetId}
              onChange={setAssetId}
              error={errors.assetId}
            />
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Title order={2} fz="lg">
              Who sees it
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {flagFields.map((field) => (
                <Switch
                  key={field.key}
                  label={field.label}
                  description={field.description}
                  checked={flags[field.key]}
                  onChange={(e) => setFlags({ ...flags, [field.key]: e.currentTarget.checked })}
                  disabled={disabled}
                />
              ))}
            </SimpleGrid>
            {page.isPublic ? <GuestLink contentId={page.id} /> : null}
            {teamTypes.data ? (
              <MultiSelect
                label="Team types"
                description="Only these team types see the page. Leave it empty for every team."
                placeholder={allowed.length === 0 ? 'Every team type' : undefined}
                data={typeOptions}
                value={allowed}
                onChange={setAllowed}
                searchable
                clearable
                error={errors.allowedTeamTypeIds}
                disabled={disabled}
              />
            ) : isModerator ? (
              <Alert color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
                {page.allowedTeamTypeIds.length === 0
                  ? 'Every team type sees this page. '
                  : `This page is limited to ${page.allowedTeamTypeIds.length} team ${page.allowedTeamTypeIds.length === 1 ? 'type' : 'types'}. `}
                Team type limits are set by an admin.
              </Alert>
            ) : null}
          </Stack>
        </Card>
        <FormFailure error={failure} fields={errors} />
        <Group justify="flex-end">
          <Button type="submit" loading={disabled}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The address guests open a public page at, to copy into emails and websites. */
function GuestLink({ contentId }: { contentId: string }) {
  const url = `${window.location.origin}${contentPaths.guest(contentId)}`;
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Text size="sm" fw={500} style={{ flexShrink: 0 }}>
        Guest link
      </Text>
      <Anchor href={url} target="_blank" rel="noopener" size="sm" truncate="end">
        {url}
      </Anchor>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button variant="default" size="compact-xs" onClick={copy} style={{ flexShrink: 0 }}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
