import { IconLibraryPhoto } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';

/** The library before its first upload: what it is for, and the way to add one. */
export function AssetsEmptyState() {
  return (
    <EmptyState
      icon={<IconLibraryPhoto size={34} />}
      title="No assets yet"
      action={{ label: 'Add your first asset', to: '/admin/assets/add' }}
    >
      Upload images and documents once, then use them on the dashboard header, content pages and
      core pages.
    </EmptyState>
  );
}
