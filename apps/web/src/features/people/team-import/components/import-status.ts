import type { TeamImport } from '@showdesk/domain/people/team-import';

/** How an import's status reads in a badge. */
export function importStatusBadge(item: Pick<TeamImport, 'status' | 'counts' | 'progress'>) {
  switch (item.status) {
    case 'uploaded':
      return { label: 'Not mapped', color: 'gray' };
    case 'checked':
      return { label: 'Checked, not imported', color: 'blue' };
    case 'running':
      return { label: `Importing ${item.progress}%`, color: 'yellow' };
    case 'finished': {
      const failures = item.counts.failed + item.counts.invalid;
      return failures > 0
        ? { label: `Done, ${failures} failed`, color: 'orange' }
        : { label: 'Done', color: 'green' };
    }
  }
}
