import { t } from '@lingui/core/macro';
import type { TeamImport } from '@showdesk/domain/people/team-import';

/** How an import's status reads in a badge. */
export function importStatusBadge(item: Pick<TeamImport, 'status' | 'counts' | 'progress'>) {
  switch (item.status) {
    case 'uploaded':
      return { label: t`Not mapped`, color: 'gray' };
    case 'checked':
      return { label: t`Checked, not imported`, color: 'blue' };
    case 'running': {
      const progress = item.progress;
      return { label: t`Importing ${progress}%`, color: 'yellow' };
    }
    case 'finished': {
      const failures = item.counts.failed + item.counts.invalid;
      return failures > 0
        ? { label: t`Done, ${failures} failed`, color: 'orange' }
        : { label: t`Done`, color: 'green' };
    }
  }
}
