import { IconDownload } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';

/** The downloads before the first one: what they are for, and the way to add one. */
export function DownloadsEmptyState() {
  return (
    <EmptyState
      icon={<IconDownload size={34} />}
      title="No downloads yet"
      action={{ label: 'Add your first download', to: '/admin/downloads/add' }}
    >
      Share files with exhibitors — manuals, forms, floor plans — and choose which team types see
      each one.
    </EmptyState>
  );
}
