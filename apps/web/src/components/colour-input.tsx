import { useLingui } from '@lingui/react/macro';
import { ActionIcon, ColorPicker, ColorSwatch, Popover, TextInput } from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';

interface ColourInputProps {
  label: ReactNode;
  description?: ReactNode;
  /** A hex colour (#rrggbb) or what the user is typing. */
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  swatches?: string[];
}

const hexColour = /^#[0-9a-f]{6}$/i;

/**
 * A hex colour field with a picker: typed, chosen from swatches, or picked on the saturation and
 * hue sliders. Mantine's ColorInput leaves those sliders without names (axe: aria-input-field-
 * name) and out of the tab order; here they are named and reachable, opened from a button.
 */
export function ColourInput({ value, onChange, swatches, ...field }: ColourInputProps) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  return (
    <TextInput
      {...field}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      spellCheck={false}
      leftSection={<ColorSwatch color={hexColour.test(value) ? value : 'transparent'} size={18} />}
      rightSection={
        // The picker opens from its button (a text field may not carry aria-expanded).
        <Popover
          opened={opened}
          onChange={setOpened}
          position="bottom-end"
          shadow="md"
          withinPortal
        >
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t`Choose a colour`}
              onClick={() => setOpened((open) => !open)}
            >
              <IconPalette size={18} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <ColorPicker
              format="hex"
              value={hexColour.test(value) ? value : undefined}
              onChange={onChange}
              swatches={swatches}
              swatchesPerRow={swatches?.length}
              saturationLabel={t`Saturation and brightness`}
              hueLabel={t`Hue`}
            />
          </Popover.Dropdown>
        </Popover>
      }
    />
  );
}
