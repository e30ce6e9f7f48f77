import { useLingui } from '@lingui/react/macro';
import { Menu, SimpleGrid, Stack, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { type FormFieldType, formFieldTypeLabels } from '@showdesk/domain/forms/field-types';
import { AddMenu, AddMenuGrid, AddMenuItem } from '../../../../components/add-menu.tsx';
import { fieldTypeHints, fieldTypeIcons, paletteGroups } from './field-types-ui.tsx';
import './builder.css';

interface PaletteProps {
  onAdd: (type: FormFieldType) => void;
  /** Types this builder does not offer (a field group: template, grand total). */
  hidden: readonly FormFieldType[];
  /** Types offered but not addable now, with why. */
  disabled: Partial<Record<FormFieldType, string>>;
}

const groupsOf = (hidden: readonly FormFieldType[]) =>
  paletteGroups()
    .map((group) => ({ ...group, types: group.types.filter((type) => !hidden.includes(type)) }))
    .filter((group) => group.types.length > 0);

/**
 * The desktop palette: every type as a button, in groups down a column, or (a narrower screen)
 * in one strip above the fields.
 */
export function FieldPalette({
  onAdd,
  hidden,
  disabled,
  isStrip = false,
}: PaletteProps & { isStrip?: boolean }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Add a field`} className="builder-palette">
      <Stack gap={isStrip ? 6 : 'md'} className={isStrip ? 'builder-strip' : undefined}>
        {groupsOf(hidden).map((group) => (
          <Stack key={group.title} gap={6} display={isStrip ? 'contents' : undefined}>
            {isStrip ? null : (
              <Title order={3} fz="xs" c="dimmed" tt="uppercase" style={{ letterSpacing: 0.4 }}>
                {group.title}
              </Title>
            )}
            <SimpleGrid
              cols={2}
              spacing={6}
              verticalSpacing={6}
              display={isStrip ? 'contents' : undefined}
            >
              {group.types.map((type) => {
                const Icon = fieldTypeIcons[type];
                const why = disabled[type];
                const typeLabel = formFieldTypeLabels[type];
                const button = (
                  <UnstyledButton
                    key={type}
                    className="builder-palette-item"
                    onClick={() => onAdd(type)}
                    disabled={why !== undefined}
                    aria-label={t`Add ${typeLabel}`}
                    aria-description={why}
                  >
                    <Icon size={16} aria-hidden />
                    <span>{formFieldTypeLabels[type]}</span>
                  </UnstyledButton>
                );
                return why ? (
                  <Tooltip key={type} label={why} withinPortal multiline w={220}>
                    <span>{button}</span>
                  </Tooltip>
                ) : (
                  <span key={type}>{button}</span>
                );
              })}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </nav>
  );
}

/** The phone's palette: "Add field", a menu of the types. */
export function AddFieldMenu({ onAdd, hidden, disabled }: PaletteProps) {
  const { t } = useLingui();
  const hints = fieldTypeHints();
  return (
    <AddMenu
      label={t`Add field`}
      position="bottom-start"
      width="min(520px, calc(100vw - 32px))"
      maxHeight="min(70vh, 560px)"
    >
      {groupsOf(hidden).map((group) => (
        <div key={group.title}>
          <Menu.Label>{group.title}</Menu.Label>
          <AddMenuGrid>
            {group.types.map((type) => (
              <AddMenuItem
                key={type}
                icon={fieldTypeIcons[type]}
                label={formFieldTypeLabels[type]}
                hint={disabled[type] ?? hints[type]}
                onClick={() => onAdd(type)}
                disabled={disabled[type] !== undefined}
              />
            ))}
          </AddMenuGrid>
        </div>
      ))}
    </AddMenu>
  );
}
