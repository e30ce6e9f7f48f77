import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { DataEditorProps } from './section-data-editor.tsx';

/** A button: its text and where it goes (a web address, mailto: or a path in the portal). */
export function ButtonEditor({ value, onChange, errors, disabled }: DataEditorProps<'button'>) {
  const { t } = useLingui();
  const isExternal = /^(https?:|mailto:)/i.test(value.link.trim());
  return (
    <Stack gap="md">
      <Stack gap="md">
        <TextInput
          label={t`Button text`}
          required
          value={value.text}
          onChange={(e) => onChange({ ...value, text: e.currentTarget.value })}
          error={errors['data.text']}
          disabled={disabled}
        />
        <TextInput
          label={t`Link`}
          required
          description={t`https://…, mailto:… or a page of the portal such as /downloads`}
          value={value.link}
          onChange={(e) => onChange({ ...value, link: e.currentTarget.value })}
          error={errors['data.link']}
          disabled={disabled}
        />
      </Stack>
      <Group gap="sm" align="center">
        <Text size="sm" c="dimmed">
          <Trans>Preview</Trans>
        </Text>
        <Button
          component="span"
          rightSection={isExternal ? <IconExternalLink size={16} aria-hidden /> : undefined}
          aria-hidden
        >
          {value.text.trim() || t`Button text`}
        </Button>
      </Group>
    </Stack>
  );
}
