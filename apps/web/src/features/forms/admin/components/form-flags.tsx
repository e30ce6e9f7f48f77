import { Anchor, Button, CopyButton, Group, SimpleGrid, Switch, Text } from '@mantine/core';
import { formPaths } from '../paths.ts';

export interface FormFlags {
  isPublished: boolean;
  isEditable: boolean;
  isPublic: boolean;
}

const flagFields: Array<{ key: keyof FormFlags; label: string; description: string }> = [
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
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {flagFields.map((field) => (
        <Switch
          key={field.key}
          label={field.label}
          description={field.description}
          checked={props.value[field.key]}
          onChange={(e) => props.onChange({ ...props.value, [field.key]: e.currentTarget.checked })}
          disabled={props.disabled}
        />
      ))}
    </SimpleGrid>
  );
}

/** The address guests fill a public form in at, to copy into emails and websites. */
export function GuestFormLink({ formId }: { formId: string }) {
  const url = `${window.location.origin}${formPaths.guest(formId)}`;
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Text size="sm" fw={500} style={{ flexShrink: 0 }}>
        Guest link
      </Text>
      <Anchor href={url} target="_blank" rel="noopener" size="sm" truncate="end">
        {url}
      </Anchor>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button
            variant="default"
            size="compact-xs"
            onClick={copy}
            style={{ flexShrink: 0 }}
            aria-label={copied ? 'Copied' : 'Copy guest link'}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
