import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  Button,
  Card,
  Group,
  MultiSelect,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type ContentPage,
  type UpdateContentInput,
  updateContentInputSchema,
} from '@showdesk/domain/content/content';
import type { FormEvent } from 'react';
import { AssetPicker } from '../../../components/asset-picker.tsx';
import { FormFailure } from '../../../components/form-failure.tsx';
import { useRecordValues } from '../../../components/record-form.tsx';
import { bindFields } from '../../../components/records/field-binding.ts';
import { GuestLink } from '../../../components/records/guest-link.tsx';
import { SwitchGrid, type SwitchSetting } from '../../../components/records/switch-grid.tsx';
import { limitedToText, TeamTypeLimit } from '../../../components/records/team-type-limit.tsx';
import { TitleFields } from '../../../components/records/title-fields.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTeamTypeChoices } from '../../../lib/team-types-api.ts';
import { useUpdateContent } from '../api/content-api.ts';
import { contentPaths } from './content-paths.ts';
import { IconSelect } from './icon-select.tsx';

type Flags = Pick<ContentPage, 'isPublished' | 'isPublic' | 'isFeatured' | 'showToChildTeams'>;

/** The page's switches, in the language the app speaks now. */
const flagFields = (): Array<SwitchSetting<keyof Flags>> => [
  {
    key: 'isPublished',
    label: t`Published`,
    description: t`Members of the chosen team types can open it`,
  },
  {
    key: 'isPublic',
    label: t`Public`,
    description: t`Anyone with its guest link can read it without logging in (when published)`,
  },
  { key: 'isFeatured', label: t`Featured`, description: t`Shown among the featured content` },
  {
    key: 'showToChildTeams',
    label: t`Show to stand shares`,
    description: t`Stand-share (child) teams see it too`,
  },
];

/** The settings of a content page, saved together. */
export function ContentSettingsForm({ page }: { page: ContentPage }) {
  const update = useUpdateContent(page.id);
  // Admin-only: a moderator gets a 403, and the limits are left out of the body.
  const teamTypes = useTeamTypeChoices();
  const isModerator = teamTypes.isError && isApiError(teamTypes.error, 403);
  const { values, set, save } = useRecordValues(
    {
      initial: {
        title: page.title,
        path: page.path,
        description: page.description,
        icon: page.icon,
        assetId: page.assetId,
        isPublished: page.isPublished,
        isPublic: page.isPublic,
        isFeatured: page.isFeatured,
        showToChildTeams: page.showToChildTeams,
        allowedTeamTypeIds: page.allowedTeamTypeIds,
      },
      mutation: update,
    },
    { keepsErrors: true },
  );
  const disabled = update.isPending;
  const field = bindFields({ values, set, errors: save.errors, disabled });
  const allowed = values.allowedTeamTypeIds;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { allowedTeamTypeIds, ...rest } = values;
    const input: UpdateContentInput = teamTypes.data ? { ...rest, allowedTeamTypeIds } : rest;
    const checked = save.check(updateContentInputSchema, input);
    if (checked) update.mutate(checked, save.handlers());
  };

  const typeOptions = (teamTypes.data?.teamTypes ?? []).map((type) => ({
    value: type.id,
    label: type.name,
  }));
  // A limit to a type that was deleted still shows, so it can be removed.
  for (const id of allowed) {
    if (teamTypes.data && !typeOptions.some((o) => o.value === id)) {
      typeOptions.push({ value: id, label: t`Deleted team type (${id})` });
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Title order={2} fz="lg">
              <Trans>Details</Trans>
            </Title>
            <TitleFields
              field={field}
              description={t`Shown on the page’s card in the content list`}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t`Path`}
                  description={t`Optional short name, e.g. stand-build`}
                  {...field.text('path')}
                />
                <IconSelect {...field.value('icon')} />
              </SimpleGrid>
            </TitleFields>
            <AssetPicker
              label={t`Page image`}
              description={t`Shown on the page’s card and at the top of the page`}
              value={values.assetId}
              onChange={(assetId) => set({ assetId })}
              error={save.errors.assetId}
            />
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Title order={2} fz="lg">
              <Trans>Who sees it</Trans>
            </Title>
            <SwitchGrid
              settings={flagFields()}
              cols={{ base: 1, sm: 2 }}
              value={values}
              onChange={set}
              disabled={disabled}
            />
            {page.isPublic ? <GuestLink path={contentPaths.guest(page.id)} /> : null}
            {teamTypes.data || isModerator ? (
              <TeamTypeLimit
                teamTypes={teamTypes}
                summary={limitedToText('page', page.allowedTeamTypeIds.length)}
              >
                <MultiSelect
                  label={t`Team types`}
                  description={t`Only these team types see the page. Leave it empty for every team.`}
                  placeholder={allowed.length === 0 ? t`Every team type` : undefined}
                  data={typeOptions}
                  value={allowed}
                  onChange={(allowedTeamTypeIds) => set({ allowedTeamTypeIds })}
                  searchable
                  clearable
                  error={save.errors.allowedTeamTypeIds}
                  disabled={disabled}
                />
              </TeamTypeLimit>
            ) : null}
          </Stack>
        </Card>
        <FormFailure error={save.failure} fields={save.errors} />
        <Group justify="flex-end">
          <Button type="submit" loading={disabled}>
            <Trans>Save settings</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
