import { useLingui } from '@lingui/react/macro';
import {
  type ContentSectionType,
  contentSectionTypeLabels,
  contentSectionTypes,
} from '@showdesk/domain/content/content';
import { AddMenu, AddMenuGrid, AddMenuItem } from '../../../../components/add-menu.tsx';
import { sectionTypeHints, sectionTypeIcons } from './section-types.tsx';

/** "Add section": a menu of the ten section types, each opening its editor. */
export function AddSectionMenu({
  onAdd,
  label,
}: {
  onAdd: (type: ContentSectionType) => void;
  label?: string;
}) {
  const { t } = useLingui();
  const hints = sectionTypeHints();
  return (
    <AddMenu
      label={label ?? t`Add section`}
      position="bottom-end"
      width="min(540px, calc(100vw - 32px))"
      maxHeight="min(75vh, 560px)"
    >
      <AddMenuGrid>
        {contentSectionTypes.map((type) => (
          <AddMenuItem
            key={type}
            icon={sectionTypeIcons[type]}
            label={contentSectionTypeLabels[type]}
            hint={hints[type]}
            onClick={() => onAdd(type)}
          />
        ))}
      </AddMenuGrid>
    </AddMenu>
  );
}
