import { Trans } from '@lingui/react/macro';
import { IconListDetails, IconSettings } from '@tabler/icons-react';
import { HeaderLink } from '../../../../components/list-page.tsx';

/** Which of a form's or a field group's two screens is shown: its builder or its settings. */
export type BuilderView = 'builder' | 'settings';

/** The header link from one of a record's two screens to the other. */
export function BuilderViewLink({
  view,
  paths,
  id,
}: {
  view: BuilderView;
  paths: Record<BuilderView, (id: string) => string>;
  id: string;
}) {
  return view === 'builder' ? (
    <HeaderLink to={paths.settings(id)} icon={IconSettings}>
      <Trans>Settings</Trans>
    </HeaderLink>
  ) : (
    <HeaderLink to={paths.builder(id)} icon={IconListDetails}>
      <Trans>Edit fields</Trans>
    </HeaderLink>
  );
}
