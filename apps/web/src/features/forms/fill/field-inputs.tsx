import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Fieldset,
  FileInput,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  Paper,
  Progress,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type AddressPart,
  addressParts,
  type NamePart,
  nameParts,
  type PartSetting,
  repeaterCells,
  requiredAddressParts,
  requiredNameParts,
} from '@showdesk/domain/forms/field-settings';
import type { FieldDefinition, FieldOf } from '@showdesk/domain/forms/fields';
import { formatMinorUnits } from '@showdesk/domain/forms/money';
import type { FileValue, LineItem, RepeaterRow } from '@showdesk/domain/forms/values';
import {
  acceptAttribute,
  formatUploadLimit,
  type UploadAcceptClass,
  uploadAcceptClasses,
} from '@showdesk/domain/uploads';
import { IconFile, IconPaperclip, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { calloutLook } from '../../../components/content-view/callout-look.tsx';
import { RichTextView } from '../../../components/content-view/rich-text-view.tsx';
import { DateInput } from '../../../components/date-input.tsx';
import { formatFileSize } from '../../../components/file-drop-zone.tsx';
import { errorDetailMessages, errorMessage } from '../../../lib/field-errors.ts';
import { errorAt, type FillErrors, type UploadHandler } from './fill-model.ts';

/** A value, or how to make the next one from the latest (uploads finish later). */
export type ValueChange = unknown | ((latest: unknown) => unknown);

export interface FieldInputProps {
  field: FieldDefinition;
  /** Where its value lives; error paths start with it. */
  path: string;
  value: unknown;
  onChange: (change: ValueChange) => void;
  errors: FillErrors | undefined;
  readOnly: boolean;
  currencyId: string;
  onUpload: UploadHandler | undefined;
}

/** One field of the form as its control (any type but template and grandTotal). */
export function FieldInput(props: FieldInputProps) {
  const { field } = props;
  switch (field.type) {
    case 'text':
    case 'email':
    case 'tel':
    case 'url':
      return <TextFieldInput {...props} field={field} />;
    case 'date':
      return (
        <DateInput
          label={field.label}
          description={field.description || undefined}
          withAsterisk={field.isRequired}
          aria-required={field.isRequired || undefined}
          error={errorAt(props.errors, props.path)}
          value={typeof props.value === 'string' ? props.value : ''}
          onChange={props.onChange}
          readOnly={props.readOnly}
          maw={220}
        />
      );
    case 'area':
      return (
        <Textarea
          label={field.label}
          description={field.description || undefined}
          withAsterisk={field.isRequired}
          aria-required={field.isRequired || undefined}
          error={errorAt(props.errors, props.path)}
          value={typeof props.value === 'string' ? props.value : ''}
          onChange={(event) => props.onChange(event.currentTarget.value)}
          readOnly={props.readOnly}
          autosize
          minRows={3}
          maxRows={14}
        />
      );
    case 'number':
      return (
        <NumberInput
          label={field.label}
          description={numberHint(field)}
          withAsterisk={field.isRequired}
          aria-required={field.isRequired || undefined}
          error={errorAt(props.errors, props.path)}
          value={typeof props.value === 'number' ? props.value : ''}
          onChange={(next) => props.onChange(typeof next === 'number' ? next : undefined)}
          min={field.min ?? undefined}
          max={field.max ?? undefined}
          // What was typed stays (Mantine would change 5 to 9 on blur); the check says the range.
          clampBehavior="none"
          readOnly={props.readOnly}
          maw={280}
        />
      );
    case 'checkbox':
      return <ChoiceInput {...props} field={field} />;
    case 'dropdown':
      return <DropdownInput {...props} field={field} />;
    case 'address':
    case 'fullName':
      return <PartsInput {...props} field={field} />;
    case 'repeater':
      return <RepeaterInput {...props} field={field} />;
    case 'upload':
      return <UploadInput {...props} field={field} />;
    case 'disclaimer':
      return <DisclaimerInput {...props} field={field} />;
    case 'itemList':
      return <ItemListInput {...props} field={field} />;
    case 'customText':
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
    case 'section':
      return (
        <Stack gap={4} pt="sm">
          <Title order={2} fz="lg">
            {field.label}
          </Title>
          {field.description ? <Text c="dimmed">{field.description}</Text> : null}
        </Stack>
      );
    case 'callout': {
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
    default:
      return null;
  }
}

const textTypes = { text: 'text', email: 'email', tel: 'tel', url: 'url' } as const;
const autoComplete: Partial<Record<string, string>> = { email: 'email', tel: 'tel', url: 'url' };

function TextFieldInput(
  props: FieldInputProps & { field: FieldOf<'text' | 'email' | 'tel' | 'url'> },
) {
  const { field } = props;
  return (
    <TextInput
      type={textTypes[field.type]}
      label={field.label}
      description={field.description || undefined}
      withAsterisk={field.isRequired}
      aria-required={field.isRequired || undefined}
      error={errorAt(props.errors, props.path)}
      value={typeof props.value === 'string' ? props.value : ''}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      readOnly={props.readOnly}
      autoComplete={autoComplete[field.type]}
    />
  );
}

function numberHint(field: FieldOf<'number'>): string | undefined {
  const range =
    field.min !== null && field.max !== null
      ? `From ${field.min} to ${field.max}`
      : field.min !== null
        ? `At least ${field.min}`
        : field.max !== null
          ? `At most ${field.max}`
          : '';
  return [field.description, range].filter(Boolean).join('. ') || undefined;
}

function choiceHint(field: FieldOf<'checkbox' | 'dropdown'>): string | undefined {
  if (!field.isMulti) return field.description || undefined;
  const { min, max } = field;
  const range =
    min !== null && max !== null
      ? min === max
        ? `Choose ${min}`
        : `Choose ${min} to ${max}`
      : min !== null
        ? `Choose at least ${min}`
        : max !== null
          ? `Choose up to ${max}`
          : '';
  return [field.description, range].filter(Boolean).join('. ') || undefined;
}

const chosenList = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function ChoiceInput(props: FieldInputProps & { field: FieldOf<'checkbox'> }) {
  const { field, readOnly } = props;
  const common = {
    label: field.label,
    description: choiceHint(field),
    withAsterisk: field.isRequired,
    error: errorAt(props.errors, props.path),
  };
  if (field.isMulti) {
    const chosen = chosenList(props.value);
    const isFull = field.max !== null && chosen.length >= field.max;
    return (
      <Checkbox.Group
        {...common}
        value={chosen}
        onChange={(next) => props.onChange(next.length ? next : undefined)}
      >
        <Stack gap="xs" mt={6}>
          {field.options.map((option) => (
            <Checkbox
              key={option.value}
              value={option.value}
              label={option.label}
              disabled={readOnly || (isFull && !chosen.includes(option.value))}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  }
  const current = typeof props.value === 'string' ? props.value : '';
  const [only] = field.options;
  if (field.options.length === 1 && only) {
    // One option: a single box, ticked for that option; its label is the field's.
    return (
      <Checkbox
        label={
          <>
            {field.label}
            {field.isRequired ? <RequiredMark /> : null}
          </>
        }
        description={[only.label !== field.label ? only.label : '', field.description]
          .filter(Boolean)
          .join('. ')}
        checked={current === only.value}
        onChange={(event) => props.onChange(event.currentTarget.checked ? only.value : undefined)}
        disabled={readOnly}
        error={common.error}
        aria-required={field.isRequired || undefined}
      />
    );
  }
  return (
    <Radio.Group
      {...common}
      value={current || null}
      onChange={(next) => props.onChange(next || undefined)}
    >
      <Stack gap="xs" mt={6}>
        {field.options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} disabled={readOnly} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

function RequiredMark() {
  return (
    <Text component="span" c="red.8" aria-hidden ml={4}>
      *
    </Text>
  );
}

function DropdownInput(props: FieldInputProps & { field: FieldOf<'dropdown'> }) {
  const { field } = props;
  const data = field.options.map((option) => ({ value: option.value, label: option.label }));
  const common = {
    label: field.label,
    description: choiceHint(field),
    withAsterisk: field.isRequired,
    'aria-required': field.isRequired || undefined,
    error: errorAt(props.errors, props.path),
    readOnly: props.readOnly,
    data,
    searchable: data.length > 8,
    maw: 480,
  };
  if (field.isMulti)
    return (
      <MultiSelect
        {...common}
        placeholder={chosenList(props.value).length ? undefined : 'Choose…'}
        value={chosenList(props.value)}
        maxValues={field.max ?? undefined}
        onChange={(next) => props.onChange(next.length ? next : undefined)}
        clearable={!props.readOnly}
      />
    );
  return (
    <Select
      {...common}
      placeholder={props.readOnly ? undefined : 'Choose…'}
      value={typeof props.value === 'string' && props.value ? props.value : null}
      onChange={(next) => props.onChange(next ?? undefined)}
      clearable={!props.readOnly && !field.isRequired}
      allowDeselect={!field.isRequired}
    />
  );
}

/** A group of controls under one legend (parts, rows, items, files). */
function FieldGroupFrame({
  field,
  error,
  children,
  description,
}: {
  field: FieldDefinition;
  error: string | undefined;
  description?: ReactNode;
  children: ReactNode;
}) {
  const errorId = useId();
  const descriptionId = useId();
  const text = description !== undefined ? description : field.description || null;
  return (
    <Fieldset
      variant="unstyled"
      legend={
        <Text component="span" fw={600} size="sm">
          {field.label}
          {field.isRequired ? <RequiredMark /> : null}
        </Text>
      }
      aria-describedby={
        [text ? descriptionId : '', error ? errorId : ''].join(' ').trim() || undefined
      }
      aria-invalid={error ? true : undefined}
      styles={{ legend: { marginBottom: 4 } }}
    >
      <Stack gap="sm">
        {text ? (
          <Text size="sm" c="dimmed" id={descriptionId}>
            {text}
          </Text>
        ) : null}
        {children}
        {error ? <Input.Error id={errorId}>{error}</Input.Error> : null}
      </Stack>
    </Fieldset>
  );
}

const partsRecord = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, string>)
    : {};

const partAutoComplete: Record<AddressPart | NamePart, string> = {
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  county: 'address-level1',
  country: 'country-name',
  postcode: 'postal-code',
  prefix: 'honorific-prefix',
  firstName: 'given-name',
  middleName: 'additional-name',
  surname: 'family-name',
  postNominals: 'honorific-suffix',
};

function PartsInput(props: FieldInputProps & { field: FieldOf<'address' | 'fullName'> }) {
  const { field, path } = props;
  const isAddress = field.type === 'address';
  const settings = field as unknown as Record<string, PartSetting>;
  const parts = (isAddress ? addressParts : nameParts).filter((part) => settings[part]?.show);
  const needed: readonly string[] = isAddress ? requiredAddressParts : requiredNameParts;
  const value = partsRecord(props.value);
  const own = props.errors?.[path];
  return (
    <FieldGroupFrame field={field} error={own}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {parts.map((part) => (
          <TextInput
            key={part}
            label={settings[part]?.label || part}
            withAsterisk={field.isRequired && needed.includes(part)}
            aria-required={(field.isRequired && needed.includes(part)) || undefined}
            error={errorAt(props.errors, `${path}.${part}`)}
            value={value[part] ?? ''}
            onChange={(event) => {
              const text = event.currentTarget.value;
              props.onChange((latest: unknown) => ({ ...partsRecord(latest), [part]: text }));
            }}
            readOnly={props.readOnly}
            autoComplete={partAutoComplete[part]}
          />
        ))}
      </SimpleGrid>
    </FieldGroupFrame>
  );
}

const rowsOf = (value: unknown): RepeaterRow[] =>
  Array.isArray(value) ? (value as RepeaterRow[]) : [];

const cellInputType = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  url: 'url',
  number: 'text',
} as const;

function RepeaterInput(props: FieldInputProps & { field: FieldOf<'repeater'> }) {
  const { field, path, readOnly } = props;
  const cells = repeaterCells(field.cellSchema);
  const stored = rowsOf(props.value);
  const rows: RepeaterRow[] = stored.length ? stored : readOnly ? [] : [{}];
  const canAdd = !readOnly && (field.max === null || rows.length < field.max);
  const setRows = (make: (rows: RepeaterRow[]) => RepeaterRow[]) =>
    props.onChange((latest: unknown) => {
      const current = rowsOf(latest);
      const next = make(current.length ? current : [{}]);
      return next.length ? next : undefined;
    });
  const hint = [
    field.description,
    field.min !== null ? `Add at least ${field.min} rows` : '',
    field.max !== null ? `Up to ${field.max} rows` : '',
  ]
    .filter(Boolean)
    .join('. ');
  return (
    <FieldGroupFrame field={field} error={props.errors?.[path]} description={hint || undefined}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No rows.
        </Text>
      ) : null}
      {rows.map((row, index) => (
        <Paper
          // Rows have no ids of their own; their position is their name.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are named by their position
          key={index}
          withBorder
          radius="md"
          p="sm"
          role="group"
          aria-label={`Row ${index + 1}`}
        >
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <SimpleGrid
              cols={{ base: 1, sm: Math.min(cells.length, 4) }}
              spacing="sm"
              style={{ flex: 1 }}
            >
              {cells.map((cell) => {
                const common = {
                  label: cell.label,
                  'aria-label': `${cell.label}, row ${index + 1}`,
                  error: errorAt(props.errors, `${path}.${index}.${cell.key}`),
                  readOnly,
                };
                const set = (text: string) =>
                  setRows((current) =>
                    current.map((r, i) => (i === index ? { ...r, [cell.key]: text } : r)),
                  );
                return cell.type === 'date' ? (
                  <DateInput
                    key={cell.key}
                    {...common}
                    value={row[cell.key] ?? ''}
                    onChange={set}
                  />
                ) : (
                  <TextInput
                    key={cell.key}
                    {...common}
                    type={cellInputType[cell.type]}
                    inputMode={cell.type === 'number' ? 'decimal' : undefined}
                    value={row[cell.key] ?? ''}
                    onChange={(event) => set(event.currentTarget.value)}
                  />
                );
              })}
            </SimpleGrid>
            {readOnly ? null : (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                aria-label={`Remove row ${index + 1}`}
                onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        </Paper>
      ))}
      {readOnly ? null : (
        <Group>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={!canAdd}
            onClick={() => setRows((current) => [...(stored.length ? current : [{}]), {}])}
          >
            Add row
          </Button>
        </Group>
      )}
    </FieldGroupFrame>
  );
}

const acceptNames: Record<UploadAcceptClass, string> = {
  image: 'images (JPEG, PNG, WebP, SVG)',
  docs: 'documents (PDF, Word, Excel, PowerPoint)',
  video: 'video (MP4)',
  zip: 'ZIP archives',
  pdf: 'PDF',
};

const filesOf = (value: unknown): FileValue[] =>
  Array.isArray(value) ? (value as FileValue[]) : [];

/** The largest file an upload field takes, in bytes (the event's 50MB unless it sets one). */
const uploadLimit = (field: FieldOf<'upload'>) =>
  field.hasMaxFileSize ? Math.floor(field.maxFileSizeMB * 1024 * 1024) : 50 * 1024 * 1024;

interface Sending {
  key: number;
  name: string;
  percent: number;
  error: string | null;
}

function UploadInput(props: FieldInputProps & { field: FieldOf<'upload'> }) {
  const { field, path, readOnly, onUpload } = props;
  const files = filesOf(props.value);
  const [sending, setSending] = useState<Sending[]>([]);
  const nextKey = useRef(0);
  const limit = uploadLimit(field);
  const accept = acceptAttribute(field.accept.flatMap((name) => [...uploadAcceptClasses[name]]));
  const hint = `${field.description ? `${field.description}. ` : ''}Accepts ${field.accept
    .map((name) => acceptNames[name])
    .join(', ')}; up to ${formatUploadLimit(limit)} each${field.isMulti ? '' : ', one file'}.`;
  const update = (key: number, change: Partial<Sending>) =>
    setSending((list) => list.map((s) => (s.key === key ? { ...s, ...change } : s)));

  const send = (file: File) => {
    if (!onUpload) return;
    const key = nextKey.current++;
    if (file.size > limit) {
      setSending((list) => [
        ...list,
        {
          key,
          name: file.name,
          percent: 0,
          error: `This file is larger than ${formatUploadLimit(limit)}`,
        },
      ]);
      return;
    }
    setSending((list) => [...list, { key, name: file.name, percent: 0, error: null }]);
    onUpload({ fieldId: field.id, path, file, onProgress: (percent) => update(key, { percent }) })
      .then((stored) => {
        setSending((list) => list.filter((s) => s.key !== key));
        props.onChange((latest: unknown) =>
          field.isMulti ? [...filesOf(latest), stored] : [stored],
        );
      })
      // The message, then why the file was refused (its type, say): as the error alerts show
      // them, for the message of a refused upload alone is a generic one.
      .catch((error: unknown) =>
        update(key, { error: [errorMessage(error), ...errorDetailMessages(error)].join('\n') }),
      );
  };

  const canAdd = !readOnly && !!onUpload && (field.isMulti || files.length === 0);
  return (
    <Stack gap="xs">
      {readOnly ? (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {field.label}
          </Text>
          {files.length === 0 ? (
            <Text size="sm" c="dimmed">
              No files
            </Text>
          ) : null}
        </Stack>
      ) : (
        <FileInput
          label={field.label}
          description={hint}
          withAsterisk={field.isRequired}
          aria-required={field.isRequired || undefined}
          error={errorAt(props.errors, path)}
          placeholder={
            !onUpload
              ? 'Uploads are not available here'
              : files.length && !field.isMulti
                ? 'Remove the file to choose another'
                : field.isMulti
                  ? 'Choose files…'
                  : 'Choose a file…'
          }
          accept={accept}
          multiple={field.isMulti}
          value={field.isMulti ? [] : null}
          onChange={(chosen: File | File[] | null) => {
            const list = Array.isArray(chosen) ? chosen : chosen ? [chosen] : [];
            for (const file of list) send(file);
          }}
          disabled={!canAdd}
          leftSection={<IconPaperclip size={16} aria-hidden />}
          maw={480}
          clearable={false}
          // Its placeholder is text on the button, so it must reach AA contrast.
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        />
      )}
      {files.length || sending.length ? (
        <Stack
          gap={6}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={`${field.label}: files`}
        >
          {files.map((file) => (
            <Paper component="li" key={file.fileId} withBorder radius="md" px="sm" py={6}>
              <Group gap="sm" wrap="nowrap" justify="space-between">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconFile size={18} aria-hidden style={{ flexShrink: 0 }} />
                  <Text
                    component="a"
                    href={file.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    c="blue.8"
                    truncate="end"
                  >
                    {file.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {formatFileSize(file.size)}
                  </Text>
                </Group>
                {readOnly ? null : (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${file.name}`}
                    onClick={() =>
                      props.onChange((latest: unknown) => {
                        const rest = filesOf(latest).filter((f) => f.fileId !== file.fileId);
                        return rest.length ? rest : undefined;
                      })
                    }
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            </Paper>
          ))}
          {sending.map((item) => (
            <Paper component="li" key={item.key} withBorder radius="md" px="sm" py={6}>
              <Group gap="sm" wrap="nowrap" justify="space-between">
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" truncate="end">
                    {item.name}
                  </Text>
                  {item.error ? (
                    <Text size="sm" c="red.8" role="alert" style={{ whiteSpace: 'pre-line' }}>
                      {item.error}
                    </Text>
                  ) : (
                    <>
                      <Progress
                        value={item.percent}
                        aria-label={`Uploading ${item.name}`}
                        size="sm"
                      />
                      <Text size="xs" c="dimmed" role="status">
                        {item.percent < 100 ? `Uploading… ${item.percent}%` : 'Checking the file…'}
                      </Text>
                    </>
                  )}
                </Stack>
                {item.error ? (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Dismiss ${item.name}`}
                    onClick={() => setSending((list) => list.filter((s) => s.key !== item.key))}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                ) : null}
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

function DisclaimerInput(props: FieldInputProps & { field: FieldOf<'disclaimer'> }) {
  const { field } = props;
  const textId = useId();
  const error = errorAt(props.errors, props.path);
  return (
    <FieldGroupFrame field={field} error={undefined} description={null}>
      {field.description ? (
        <Paper
          withBorder
          radius="md"
          p="sm"
          bg="gray.0"
          mah={240}
          style={{ overflowY: 'auto' }}
          id={textId}
          tabIndex={0}
          aria-label={`${field.label}: text`}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {field.description}
          </Text>
        </Paper>
      ) : null}
      <Checkbox
        label="I agree"
        checked={props.value === true}
        onChange={(event) => props.onChange(event.currentTarget.checked ? true : undefined)}
        disabled={props.readOnly}
        error={error}
        aria-required={field.isRequired || undefined}
        aria-describedby={field.description ? textId : undefined}
      />
    </FieldGroupFrame>
  );
}

const linesOf = (value: unknown): LineItem[] => (Array.isArray(value) ? (value as LineItem[]) : []);

function ItemListInput(props: FieldInputProps & { field: FieldOf<'itemList'> }) {
  const { field, path, currencyId, readOnly } = props;
  const lines = linesOf(props.value);
  const quantity = (itemId: string) => lines.find((line) => line.itemId === itemId)?.quantity ?? 0;
  const money = (amount: number) => formatMinorUnits(amount, currencyId);
  const total = field.items.reduce((sum, item) => sum + item.price * quantity(item.itemId), 0);
  const setQuantity = (itemId: string, next: number) =>
    props.onChange((latest: unknown) => {
      const current = linesOf(latest);
      const chosen = field.items.flatMap((item) => {
        const q =
          item.itemId === itemId
            ? next
            : (current.find((l) => l.itemId === item.itemId)?.quantity ?? 0);
        return q > 0 ? [{ itemId: item.itemId, price: item.price, quantity: q }] : [];
      });
      return chosen.length ? chosen : undefined;
    });
  return (
    <FieldGroupFrame field={field} error={errorAt(props.errors, path)}>
      <Stack gap="xs">
        {field.items.map((item) => (
          <Paper key={item.itemId} withBorder radius="md" p="sm">
            <Group justify="space-between" align="flex-end" gap="sm">
              <Stack gap={2} style={{ flex: '1 1 200px', minWidth: 0 }}>
                <Text fw={500} size="sm">
                  {item.label}
                </Text>
                {item.description ? (
                  <Text size="xs" c="dimmed">
                    {item.description}
                  </Text>
                ) : null}
                {field.showPrice ? (
                  <Text size="sm">
                    {money(item.price)}{' '}
                    <Text span size="xs" c="dimmed">
                      each
                    </Text>
                  </Text>
                ) : null}
              </Stack>
              <Group gap="sm" align="flex-end" wrap="nowrap">
                <NumberInput
                  label="Quantity"
                  aria-label={`Quantity of ${item.label}`}
                  value={quantity(item.itemId) || ''}
                  placeholder="0"
                  min={0}
                  max={100000}
                  allowDecimal={false}
                  allowNegative={false}
                  onChange={(next) => setQuantity(item.itemId, typeof next === 'number' ? next : 0)}
                  readOnly={readOnly}
                  w={110}
                />
                {field.showSubtotals ? (
                  <Stack gap={0} align="flex-end" miw={90}>
                    <Text size="xs" c="dimmed">
                      Subtotal
                    </Text>
                    <Text size="sm" fw={500}>
                      {money(item.price * quantity(item.itemId))}
                    </Text>
                  </Stack>
                ) : null}
              </Group>
            </Group>
          </Paper>
        ))}
        {field.showTotal ? (
          <Group justify="flex-end" gap="xs" aria-live="polite">
            <Text fw={500}>Total</Text>
            <Text fw={700}>{money(total)}</Text>
          </Group>
        ) : null}
      </Stack>
    </FieldGroupFrame>
  );
}
