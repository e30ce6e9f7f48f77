import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Skeleton, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import {
  TeamTypeLimit,
  TeamTypesSelect,
  teamTypeCount,
} from '../../../../components/records/team-type-limit.tsx';
import type { FieldErrors } from '../../../../lib/field-errors.ts';
import { useTeamTypeChoices } from '../../../../lib/team-types-api.ts';

/** What the download forms edit, besides the file. */
export interface DownloadSettings {
  name: string;
  description: string;
  showDownload: boolean;
  showToChildTeams: boolean;
  showToTeamTypeIds: string[];
  hideFromTeamTypeIds: string[];
}

export const emptySettings: DownloadSettings = {
  name: '',
  description: '',
  showDownload: true,
  showToChildTeams: false,
  showToTeamTypeIds: [],
  hideFromTeamTypeIds: [],
};

interface DownloadSettingsFieldsProps {
  value: DownloadSettings;
  onChange: (value: DownloadSettings) => void;
  errors: FieldErrors;
  disabled: boolean;
  /** On add, an empty name takes the file's name. */
  name: { required: boolean; description?: string; placeholder?: string };
}

/**
 * Name, description, the two switches and the team type pickers. Team types are admin-only on
 * the server: a moderator sees how the download is limited, with a note, and cannot change it.
 */
export function DownloadSettingsFields({
  value,
  onChange,
  errors,
  disabled,
  name,
}: DownloadSettingsFieldsProps) {
  const { t } = useLingui();
  const teamTypes = useTeamTypeChoices();
  const set = (patch: Partial<DownloadSettings>) => onChange({ ...value, ...patch });
  const options = (teamTypes.data?.teamTypes ?? []).map((type) => ({
    value: type.id,
    label: type.name,
  }));
  const known = new Set(options.map((o) => o.value));
  // A limit to a type deleted since is dropped by the server on save; it is not offered here.
  const shownTo = value.showToTeamTypeIds.filter((id) => known.has(id));
  const hiddenFrom = value.hideFromTeamTypeIds.filter((id) => known.has(id));

  /** How a download is limited, for someone who cannot read the team types' names. */
  const limitSummary = ({
    showToTeamTypeIds: shown,
    hideFromTeamTypeIds: hidden,
  }: DownloadSettings) => {
    if (shown.length === 0 && hidden.length === 0) return t`Every team type sees this download.`;
    const shownCount = teamTypeCount(shown.length);
    const hiddenCount = teamTypeCount(hidden.length);
    if (hidden.length === 0) return t`This download is limited to ${shownCount}.`;
    if (shown.length === 0) return t`This download is hidden from ${hiddenCount}.`;
    return t`This download is limited to ${shownCount} and hidden from ${hiddenCount}.`;
  };

  return (
    <Stack gap="md">
      <TextInput
        label={t`Name`}
        required={name.required}
        description={name.description}
        placeholder={name.placeholder}
        value={value.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
        error={errors.name}
        disabled={disabled}
      />
      <Textarea
        label={t`Description`}
        description={t`Tells members what the file is for`}
        autosize
        minRows={2}
        value={value.description}
        onChange={(e) => set({ description: e.currentTarget.value })}
        error={errors.description}
        disabled={disabled}
      />
      <SimpleGrid type="container" cols={{ base: 1, '520px': 2 }} spacing="md">
        <Switch
          label={t`Show download`}
          description={t`Members see it on their downloads page`}
          checked={value.showDownload}
          onChange={(e) => set({ showDownload: e.currentTarget.checked })}
          error={errors.showDownload}
          disabled={disabled}
        />
        <Switch
          label={t`Show to stand shares`}
          description={t`Child teams of a shared stand see it too`}
          checked={value.showToChildTeams}
          onChange={(e) => set({ showToChildTeams: e.currentTarget.checked })}
          error={errors.showToChildTeams}
          disabled={disabled}
        />
      </SimpleGrid>
      <TeamTypeLimit
        teamTypes={teamTypes}
        summary={limitSummary(value)}
        loading={
          <Stack gap="md" role="status" aria-busy="true" aria-label={t`Loading team types`}>
            <Skeleton h={60} />
            <Skeleton h={60} />
          </Stack>
        }
      >
        <TeamTypesSelect
          label={t`Show to team types`}
          description={t`Only these team types see it. Leave it empty for every team type.`}
          none={t`Every team type`}
          data={options}
          value={shownTo}
          onChange={(ids) => set({ showToTeamTypeIds: ids })}
          error={errors.showToTeamTypeIds}
          disabled={disabled}
        />
        <TeamTypesSelect
          label={t`Hide from team types`}
          description={t`These team types never see it.`}
          none={t`No team type`}
          data={options}
          value={hiddenFrom}
          onChange={(ids) => set({ hideFromTeamTypeIds: ids })}
          error={errors.hideFromTeamTypeIds}
          disabled={disabled}
        />
      </TeamTypeLimit>
    </Stack>
  );
}

/** The team type lists to send: only when the pickers were there, and only known types. */
export function useTeamTypeLists(value: DownloadSettings) {
  const teamTypes = useTeamTypeChoices();
  if (!teamTypes.data) return null;
  const known = new Set(teamTypes.data.teamTypes.map((type) => type.id));
  return {
    showToTeamTypeIds: value.showToTeamTypeIds.filter((id) => known.has(id)),
    hideFromTeamTypeIds: value.hideFromTeamTypeIds.filter((id) => known.has(id)),
  };
}
