import { useLingui } from '@lingui/react/macro';
import { Group, Select } from '@mantine/core';
import { type IconName, iconNames } from '@showdesk/domain/common/icons';
import { MenuIcon } from '../../../components/menu-icon.tsx';

const options = iconNames.map((name) => ({ value: name, label: name.replace(/-/g, ' ') }));

interface IconSelectProps {
  value: IconName;
  onChange: (icon: IconName) => void;
  error?: string;
  disabled?: boolean;
}

/** The page's icon from the fixed list, each option drawn beside its name. */
export function IconSelect({ value, onChange, error, disabled }: IconSelectProps) {
  const { t } = useLingui();
  return (
    <Select
      label={t`Icon`}
      description={t`Shown in the menu and on the page’s card`}
      data={options}
      value={value}
      onChange={(icon) => icon && onChange(icon as IconName)}
      leftSection={<MenuIcon name={value} />}
      renderOption={({ option }) => (
        <Group gap="sm" wrap="nowrap">
          <MenuIcon name={option.value} />
          <span>{option.label}</span>
        </Group>
      )}
      allowDeselect={false}
      searchable
      error={error}
      disabled={disabled}
    />
  );
}
