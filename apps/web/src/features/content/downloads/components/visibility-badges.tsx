import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import type { Download } from '@showdesk/domain/content/downloads';

type Visibility = Pick<
  Download,
  'showDownload' | 'showToChildTeams' | 'showToTeamTypeIds' | 'hideFromTeamTypeIds'
>;

/** Names of the listed types, or their count when the names are not known (moderators). */
function typesText(ids: string[], typeNames: Map<string, string> | null) {
  const typeCount = ids.length;
  if (!typeNames) return plural(typeCount, { one: '# team type', other: '# team types' });
  const names = ids.map((id) => typeNames.get(id)).filter((name) => name !== undefined);
  return names.length > 0 ? names.join(', ') : t`deleted team types`;
}

/**
 * Who sees a download, in a few badges: hidden, which team types, stand shares. Their text is
 * the darkest shade on the lightest one, solid: a light badge's see-through tint took the
 * colour of a striped or hovered row, and red text fell just under AA contrast there (4.48).
 */
export function VisibilityBadges({
  download,
  typeNames,
}: {
  download: Visibility;
  /** Team type names by id; null when the caller may not read them. */
  typeNames: Map<string, string> | null;
}) {
  const onlyTypes = typesText(download.showToTeamTypeIds, typeNames);
  const hiddenTypes = typesText(download.hideFromTeamTypeIds, typeNames);
  if (!download.showDownload) {
    return (
      <Badge variant="light" color="gray" bg="gray.0" c="gray.8">
        <Trans>Hidden</Trans>
      </Badge>
    );
  }
  return (
    <Group gap={6} wrap="wrap">
      {download.showToTeamTypeIds.length === 0 ? (
        <Badge variant="light" color="brand" bg="brand.0" c="brand.9">
          <Trans>Every team type</Trans>
        </Badge>
      ) : (
        <Badge variant="light" color="blue" bg="blue.0" c="blue.9" maw={260}>
          <Trans>Only {onlyTypes}</Trans>
        </Badge>
      )}
      {download.hideFromTeamTypeIds.length > 0 ? (
        <Badge variant="light" color="red" bg="red.0" c="red.9" maw={260}>
          <Trans>Hidden from {hiddenTypes}</Trans>
        </Badge>
      ) : null}
      {download.showToChildTeams ? (
        <Badge variant="light" color="cyan" bg="cyan.0" c="cyan.9">
          <Trans>Stand shares too</Trans>
        </Badge>
      ) : null}
    </Group>
  );
}
