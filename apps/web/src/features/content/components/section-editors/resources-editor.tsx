import { ActionIcon, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { contentLimits, type ResourceType, resourceTypes } from '@showdesk/domain/content';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { FieldErrors } from '../../../../lib/field-errors.ts';
import { useContentList } from '../../api/content-api.ts';
import { useDownloadChoices } from '../../api/content-options-api.ts';
import type { SectionDrafts } from '../editor/section-types.tsx';
import type { DataEditorProps } from './section-data-editor.tsx';

export const resourceTypeLabels: Record<ResourceType, string> = {
  task: 'Task',
  form: 'Form',
  content: 'Content page',
  download: 'Download',
};

const typeOptions = resourceTypes.map((type) => ({ value: type, label: resourceTypeLabels[type] }));

type Resource = SectionDrafts['resources'][number];

/** Resources: links to tasks, forms, content pages and downloads, one per row. */
export function ResourcesEditor({
  value,
  onChange,
  errors,
  disabled,
  contentId,
}: DataEditorProps<'resources'> & { contentId: string }) {
  const change = (index: number, next: Resource) =>
    onChange(value.map((row, i) => (i === index ? next : row)));
  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" fw={500}>
          Resources
        </Text>
        <Text size="xs" c="dimmed">
          Members see only the resources they may open.
        </Text>
      </div>
      {value.map((row, index) => (
        <Card
          // Rows have no id of their own until chosen; their place is their identity here.
          key={String(index)}
          withBorder
          radius="md"
          padding="sm"
          role="group"
          aria-label={`Resource ${index + 1}`}
        >
          <Group gap="sm" align="flex-start" wrap="wrap">
            <Select
              label="Type"
              data={typeOptions}
              value={row.type}
              onChange={(type) => type && change(index, { type: type as ResourceType, id: '' })}
              allowDeselect={false}
              disabled={disabled}
              w={170}
            />
            <ResourcePicker
              row={row}
              index={index}
              contentId={contentId}
              errors={errors}
              disabled={disabled}
              onChange={(id) => change(index, { ...row, id })}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={25}
              aria-label={`Remove resource ${index + 1}`}
              disabled={disabled || value.length === 1}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Card>
      ))}
      {errors.data ? (
        <Text size="xs" c="red" role="alert">
          {errors.data}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={disabled || value.length >= contentLimits.resourcesPerSection}
          onClick={() => onChange([...value, { id: '', type: 'content' }])}
        >
          Add resource
        </Button>
      </Group>
    </Stack>
  );
}

interface ResourcePickerProps {
  row: Resource;
  index: number;
  contentId: string;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (id: string) => void;
}

/** Picks the resource: a content page or download from the event's lists, else its id. */
function ResourcePicker({
  row,
  index,
  contentId,
  errors,
  disabled,
  onChange,
}: ResourcePickerProps) {
  const pages = useContentList(false);
  const downloads = useDownloadChoices();
  const error = errors[`data.${index}.id`] ?? errors[`data.${index}`];
  const common = { error, disabled, required: true, style: { flex: 1, minWidth: 200 } };

  if (row.type === 'content' && pages.data) {
    const options = pages.data.content
      .filter((page) => page.id !== contentId)
      .map((page) => ({ value: page.id, label: page.title }));
    if (row.id && !options.some((o) => o.value === row.id)) {
      options.push({ value: row.id, label: `Unavailable page (${row.id})` });
    }
    return (
      <Select
        {...common}
        label="Content page"
        placeholder={options.length ? 'Choose a page' : 'No other pages yet'}
        data={options}
        value={row.id || null}
        onChange={(id) => onChange(id ?? '')}
        searchable
        nothingFoundMessage="No pages match"
      />
    );
  }
  if (row.type === 'download' && downloads.data) {
    const options = downloads.data.downloads.map((d) => ({ value: d.id, label: d.name }));
    if (row.id && !options.some((o) => o.value === row.id)) {
      options.push({ value: row.id, label: `Unavailable download (${row.id})` });
    }
    return (
      <Select
        {...common}
        label="Download"
        placeholder={options.length ? 'Choose a download' : 'No downloads yet'}
        data={options}
        value={row.id || null}
        onChange={(id) => onChange(id ?? '')}
        searchable
        nothingFoundMessage="No downloads match"
      />
    );
  }
  return (
    <TextInput
      {...common}
      label={`${resourceTypeLabels[row.type]} id`}
      value={row.id}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
