import { GuestLink } from '../../../../components/records/guest-link.tsx';
import { SwitchGrid, type SwitchSetting } from '../../../../components/records/switch-grid.tsx';
import { formPaths } from '../paths.ts';

/** Where a form's description is shown, as its field explains on the add and settings screens. */
export const formDescriptionHelp = 'Shown to members above the form and in their forms list';

export interface FormFlags {
  isPublished: boolean;
  isEditable: boolean;
  isPublic: boolean;
}

const flagFields: Array<SwitchSetting<keyof FormFlags>> = [
  {
    key: 'isPublished',
    label: 'Published',
    description: 'Shown on members’ forms page, ready to fill in',
  },
  {
    key: 'isEditable',
    label: 'Editable after sending',
    description: 'Teams may change their submission once sent',
  },
  {
    key: 'isPublic',
    label: 'Guest form',
    description: 'Anyone with its link can fill it in without logging in (when published)',
  },
];

/** A form's three switches, on the add and the settings screens. */
export function FormFlagSwitches(props: {
  value: FormFlags;
  onChange: (value: FormFlags) => void;
  disabled: boolean;
}) {
  return <SwitchGrid settings={flagFields} cols={{ base: 1, sm: 3 }} {...props} />;
}

/** The address guests fill a public form in at, to copy into emails and websites. */
export function GuestFormLink({ formId }: { formId: string }) {
  return <GuestLink path={formPaths.guest(formId)} copyLabel="Copy guest link" />;
}
