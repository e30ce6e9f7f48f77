import { Badge, Group } from '@mantine/core';
import type { Download } from '@showdesk/domain/content/downloads';

type Visibility = Pick<
  Download,
  'showDownload' | 'showToChildTeams' | 'showToTeamTypeIds' | 'hideFromTeamTypeIds'
>;

/** Names of the listed types, or their count when the names are not known (moderators). */
function typesText(ids: string[], typeNames: Map<string, string> | null) {
  if (!typeNames) return `${ids.length} team ${ids.length === 1 ? 'type' : 'types'}`;
  const names = ids.map((id) => typeNames.get(id)).filter((name) => name !== undefined);
  return names.length > 0 ? names.join(', ') : 'deleted team types';
}

/**
 * Who sees a download, in a few badges: hidden, which team types, stand shares. Their text is
 * the darkest shade, so the small bold labels keep AA contrast on the tinted backgrounds.
 */
export function VisibilityBadges({
  download,
  typeNames,
}: {
  download: Visibility;
  /** Team type names by id; null when the caller may not read them. */
  typeNames: Map<string, string> | null;
}) {
  if (!download.showDownload) {
    return (
      <Badge variant="light" color="gray" c="gray.8">
        Hidden
      </Badge>
    );
  }
  return (
    <Group gap={6} wrap="wrap">
      {download.showToTeamTypeIds.length === 0 ? (
        <Badge variant="light" color="brand" c="brand.9">
          Every team type
        </Badge>
      ) : (
        <Badge variant="light" color="blue" c="blue.9" maw={260}>
          {`Only ${typesText(download.showToTeamTypeIds, typeNames)}`}
        </Badge>
      )}
      {download.hideFromTeamTypeIds.length > 0 ? (
        <Badge variant="light" color="red" c="red.9" maw={260}>
          {`Hidden from ${typesText(download.hideFromTeamTypeIds, typeNames)}`}
        </Badge>
      ) : null}
      {download.showToChildTeams ? (
        <Badge variant="light" color="cyan" c="cyan.9">
          Stand shares too
        </Badge>
      ) : null}
    </Group>
  );
}
