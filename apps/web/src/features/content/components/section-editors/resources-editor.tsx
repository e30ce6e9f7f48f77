import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ActionIcon, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { contentLimits, type ResourceType, resourceTypes } from '@showdesk/domain/content/content';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { FieldErrors } from '../../../../lib/field-errors.ts';
import { useContentSearch } from '../../api/content-api.ts';
import {
  useDownloadChoices,
  useFormChoices,
  useSupplierResourceChoices,
  useTaskResourceChoices,
} from '../../api/content-options-api.ts';
import type { SectionDrafts } from '../editor/section-types.tsx';
import type { DataEditorProps } from './section-data-editor.tsx';

/** Each resource type's name, in the language the app speaks now. */
export const resourceTypeLabels = (): Record<ResourceType, string> => ({
  task: t`Task`,
  form: t`Form`,
  content: t`Content page`,
  download: t`Download`,
  supplier: t`Supplier`,
});

/** What a resource picker says of its type: choose one, none yet, none match, one gone. */
function pickerTexts(type: ResourceType, id: string) {
  switch (type) {
    case 'content':
      return {
        choose: t`Choose a page`,
        none: t`No other pages yet`,
        noMatch: t`No pages match`,
        unavailable: t`Unavailable page (${id})`,
      };
    case 'task':
      return {
        choose: t`Choose a task`,
        none: t`No tasks yet`,
        noMatch: t`No tasks match`,
        unavailable: t`Unavailable task (${id})`,
      };
    case 'form':
      return {
        choose: t`Choose a form`,
        none: t`No forms yet`,
        noMatch: t`No forms match`,
        unavailable: t`Unavailable form (${id})`,
      };
    case 'download':
      return {
        choose: t`Choose a download`,
        none: t`No downloads yet`,
        noMatch: t`No downloads match`,
        unavailable: t`Unavailable download (${id})`,
      };
    case 'supplier':
      return {
        choose: t`Choose a supplier`,
        none: t`No suppliers yet`,
        noMatch: t`No suppliers match`,
        unavailable: t`Unavailable supplier (${id})`,
      };
  }
}

type Resource = SectionDrafts['resources'][number];

/**
 * Resources: links to tasks, forms, content pages, downloads and suppliers, one per row. A
 * supplier opens inside the page (/content/:contentId/supplier/:supplierId).
 */
export function ResourcesEditor({
  value,
  onChange,
  errors,
  disabled,
  contentId,
}: DataEditorProps<'resources'> & { contentId: string }) {
  const change = (index: number, next: Resource) =>
    onChange(value.map((row, i) => (i === index ? next : row)));
  const labels = resourceTypeLabels();
  const typeOptions = resourceTypes.map((type) => ({ value: type, label: labels[type] }));
  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" fw={500}>
          <Trans>Resources</Trans>
        </Text>
        <Text size="xs" c="dimmed">
          <Trans>Members see only the resources they may open.</Trans>
        </Text>
      </div>
      {value.map((row, index) => {
        const number = index + 1;
        return (
          <Card
            // Rows have no id of their own until chosen; their place is their identity here.
            key={String(index)}
            withBorder
            radius="md"
            padding="sm"
            role="group"
            aria-label={t`Resource ${number}`}
          >
            <Group gap="sm" align="flex-start" wrap="wrap">
              <Select
                label={t`Type`}
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
                aria-label={t`Remove resource ${number}`}
                disabled={disabled || value.length === 1}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Card>
        );
      })}
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
          <Trans>Add resource</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/** The label of a resource's id field, where its type has no list to pick from. */
function resourceIdLabel(type: ResourceType) {
  const typeLabel = resourceTypeLabels()[type];
  return t`${typeLabel} id`;
}

interface ResourcePickerProps {
  row: Resource;
  index: number;
  contentId: string;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (id: string) => void;
}

/**
 * Picks the resource: a content page, download, form, task or active supplier from the event's
 * lists (searched on the server as the organiser types, the first 200 matches offered), else
 * its id.
 */
function ResourcePicker({
  row,
  index,
  contentId,
  errors,
  disabled,
  onChange,
}: ResourcePickerProps) {
  const [search, setSearch] = useState('');
  // Names already seen, so the chosen one keeps its name while a search leaves it out.
  const seen = useRef(new Map<string, string>());
  const chosenName = seen.current.get(row.id);
  const [term] = useDebouncedValue(search.trim() === chosenName ? '' : search.trim(), 250);
  const pages = useContentSearch(row.type === 'content' ? term : '');
  const downloads = useDownloadChoices(row.type === 'download' ? term : '');
  const forms = useFormChoices(row.type === 'form' ? term : '');
  const tasks = useTaskResourceChoices(row.type === 'task' ? term : '');
  const suppliers = useSupplierResourceChoices(row.type === 'supplier' ? term : '');
  const error = errors[`data.${index}.id`] ?? errors[`data.${index}`];
  const common = { error, disabled, required: true, style: { flex: 1, minWidth: 200 } };
  const choices =
    row.type === 'content'
      ? pages.data?.items.filter((page) => page.id !== contentId).map((p) => [p.id, p.title])
      : row.type === 'download'
        ? downloads.data?.items.map((d) => [d.id, d.name])
        : row.type === 'form'
          ? forms.data?.items.map((f) => [f.id, f.title])
          : row.type === 'supplier'
            ? suppliers.data?.items.map((s) => [s.id, s.company])
            : tasks.data?.items.map((task) => [task.id, task.title]);

  if (choices) {
    const texts = pickerTexts(row.type, row.id);
    const options = choices.map(([value = '', label = '']) => {
      seen.current.set(value, label);
      return { value, label };
    });
    if (row.id && !options.some((o) => o.value === row.id)) {
      const label = seen.current.get(row.id) ?? texts.unavailable;
      options.push({ value: row.id, label });
    }
    return (
      <Select
        {...common}
        label={resourceTypeLabels()[row.type]}
        placeholder={options.length ? texts.choose : texts.none}
        data={options}
        value={row.id || null}
        onChange={(id) => onChange(id ?? '')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        nothingFoundMessage={texts.noMatch}
      />
    );
  }
  return (
    <TextInput
      {...common}
      label={resourceIdLabel(row.type)}
      value={row.id}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
