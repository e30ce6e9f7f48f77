import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { GuestLink } from '../../../../components/records/guest-link.tsx';
import { SwitchGrid, type SwitchSetting } from '../../../../components/records/switch-grid.tsx';
import { formPaths } from '../paths.ts';

/** Where a form's description is shown, as its field explains on the add and settings screens. */
export const formDescriptionHelp = () => t`Shown to members above the form and in their forms list`;

export interface FormFlags {
  isPublished: boolean;
  isEditable: boolean;
  isPublic: boolean;
}

const flagFields = (): Array<SwitchSetting<keyof FormFlags>> => [
  {
    key: 'isPublished',
    label: t`Published`,
    description: t`Shown on members’ forms page, ready to fill in`,
  },
  {
    key: 'isEditable',
    label: t`Editable after sending`,
    description: t`Teams may change their submission once sent`,
  },
  {
    key: 'isPublic',
    label: t`Guest form`,
    description: t`Anyone with its link can fill it in without logging in (when published)`,
  },
];

/** A form's three switches, on the add and the settings screens. */
export function FormFlagSwitches(props: {
  value: FormFlags;
  onChange: (value: FormFlags) => void;
  disabled: boolean;
}) {
  return <SwitchGrid settings={flagFields()} cols={{ base: 1, sm: 3 }} {...props} />;
}

/** The address guests fill a public form in at, to copy into emails and websites. */
export function GuestFormLink({ formId }: { formId: string }) {
  const { t } = useLingui();
  return <GuestLink path={formPaths.guest(formId)} copyLabel={t`Copy guest link`} />;
}
