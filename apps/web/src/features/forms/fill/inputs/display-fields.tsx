import { Alert, Stack, Text, Title } from '@mantine/core';
import type { FieldOf } from '@showdesk/domain/forms/fields';
import { calloutLook } from '../../../../components/content-view/callout-look.tsx';
import { RichTextView } from '../../../../components/content-view/rich-text-view.tsx';

/** The fields that show something and take no value: rich text, a section heading, a callout. */

export function CustomTextBlock({ field }: { field: FieldOf<'customText'> }) {
  return (
    <div>
      {field.label ? (
        <Title order={3} fz="md" mb={4}>
          {field.label}
        </Title>
      ) : null}
      <RichTextView html={field.description} />
    </div>
  );
}

export function SectionHeading({ field }: { field: FieldOf<'section'> }) {
  return (
    <Stack gap={4} pt="sm">
      <Title order={2} fz="lg">
        {field.label}
      </Title>
      {field.description ? <Text c="dimmed">{field.description}</Text> : null}
    </Stack>
  );
}

export function CalloutBlock({ field }: { field: FieldOf<'callout'> }) {
  const look = calloutLook[field.style];
  const Icon = look.icon;
  return (
    <Alert
      color={look.color}
      variant="light"
      title={field.label || undefined}
      icon={<Icon size={18} aria-hidden />}
    >
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {field.description}
      </Text>
    </Alert>
  );
}
