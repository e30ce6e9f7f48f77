import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Card,
  Drawer,
  Group,
  SegmentedControl,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { FormFieldType } from '@showdesk/domain/forms/field-types';
import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import { checkFieldSet } from '@showdesk/domain/forms/form-structure';
import type { FieldGroupShape } from '@showdesk/domain/forms/layout';
import type { LogicMap } from '@showdesk/domain/forms/logic-map';
import {
  IconDeviceFloppy,
  IconEye,
  IconForms,
  IconLock,
  IconPencil,
  IconRefresh,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useUnsavedChanges } from '../../../../components/unsaved-changes.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import type { FieldGroupOption } from '../api/field-groups-api.ts';
import type { EditLock } from '../api/locks-api.ts';
import {
  addField,
  type BuilderDraft,
  buildSaveBody,
  draftOf,
  type FieldErrorMap,
  isDraftChanged,
  moveField,
  placeIssues,
  removeField,
  type SaveBody,
  setOrder,
  setShowWhen,
  updateField,
} from './builder-state.ts';
import { FieldList, fieldName } from './field-list.tsx';
import { AddFieldMenu, FieldPalette } from './field-palette.tsx';
import { FieldPanel } from './field-panel.tsx';
import './builder.css';

/** What the builder edits: a form's or a field group's fields and logic. */
export interface BuilderHolder {
  fields: FieldDefinition[];
  logicMap: LogicMap;
  updatedAt: string;
}

interface BuilderProps {
  /** "form" or "field group", in messages. */
  noun: 'form' | 'field group';
  isFieldGroup: boolean;
  holder: BuilderHolder;
  /** The groups the form's template fields place (their fields and logic). */
  placedGroups: FieldGroupShape[];
  /** Every field group, for the template picker. */
  groupOptions: FieldGroupOption[];
  currencyId: string;
  lock: EditLock;
  save: (body: SaveBody) => Promise<BuilderHolder>;
  isSaving: boolean;
  /** Fetches the record again (after a refused stale save). */
  reload: () => Promise<BuilderHolder | undefined>;
  /** The form as a member sees it, from the unsaved state. */
  preview?: (draft: BuilderDraft) => ReactNode;
}

type Problems = { fields: FieldErrorMap; logic: Record<string, string>; general: string[] };
const noProblems: Problems = { fields: {}, logic: {}, general: [] };
const fieldGroupTypes: FormFieldType[] = ['template', 'grandTotal'];

/**
 * The builder: the palette of field types, the fields in order, and the selected field's
 * settings and logic side by side on a desktop; on a phone the palette is an "Add field" menu
 * and the settings open in a drawer. Nothing is stored until Save, which sends the changes
 * in one call.
 */
export function Builder(props: BuilderProps) {
  // The zones follow the room the page gives the builder (the tips panel may take some).
  const { t } = useLingui();
  const isForm = props.noun === 'form';
  const { ref: sizeRef, width } = useElementSize();
  const layout = width >= 900 ? 'wide' : width >= 560 || width === 0 ? 'medium' : 'narrow';
  const isWide = layout === 'wide';
  const isPhone = layout === 'narrow';
  const [loaded, setLoaded] = useState(() => draftOf(props.holder));
  const [draft, setDraft] = useState(loaded);
  const [updatedAt, setUpdatedAt] = useState(props.holder.updatedAt);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [view, setView] = useState<'build' | 'preview'>('build');
  const [problems, setProblems] = useState<Problems>(noProblems);
  const [conflict, setConflict] = useState<string | null>(null);
  const readOnly = props.lock.state === 'held';
  const holderName = props.lock.state === 'held' ? props.lock.holderName : '';
  const isDirty = !readOnly && isDraftChanged(loaded, draft);
  const guard = useUnsavedChanges(isDirty);

  const selected = draft.fields.find((f) => f.id === selectedId) ?? null;
  const labelOf = (id: string) => {
    const field = draft.fields.find((f) => f.id === id);
    const name = field ? fieldName(field) : '';
    return field ? t`“${name}”` : t`That field`;
  };
  const conditional = new Set(
    Object.values(draft.logicMap).flatMap((e) =>
      e.rules.length > 0 ? [e.thenFieldId, e.elseFieldId].filter((id): id is string => !!id) : [],
    ),
  );
  const invalid = new Set([...Object.keys(problems.fields), ...Object.keys(problems.logic)]);

  const select = (id: string) => {
    setSelectedId(id);
    if (isPhone) setIsDrawerOpen(true);
  };
  const add = (type: FormFieldType) => {
    const fieldGroupId = type === 'template' ? props.groupOptions[0]?.id : undefined;
    const next = addField(draft, type, selectedId, { fieldGroupId });
    setDraft(next.draft);
    setView('build');
    select(next.field.id);
  };
  const change = (field: FieldDefinition) => {
    setDraft(updateField(draft, field));
    if (problems.fields[field.id]) {
      const { [field.id]: _fixed, ...rest } = problems.fields;
      setProblems({ ...problems, fields: rest });
    }
  };
  const remove = (id: string) => {
    const field = draft.fields.find((f) => f.id === id);
    setDraft(removeField(draft, id));
    if (selectedId === id) setSelectedId(null);
    const name = field ? fieldName(field) : '';
    if (field) feedback('info', t`${name} was removed. Save to keep the change.`);
  };

  const reset = (holder: BuilderHolder) => {
    const fresh = draftOf(holder);
    setLoaded(fresh);
    setDraft(fresh);
    setUpdatedAt(holder.updatedAt);
  };

  const save = async () => {
    setConflict(null);
    const built = buildSaveBody(loaded, draft, updatedAt);
    if ('errors' in built) {
      setProblems({ ...noProblems, fields: built.errors });
      const first = draft.fields.find((f) => built.errors[f.id]);
      if (first) select(first.id);
      feedback(
        'error',
        isForm
          ? t`Some fields need fixing before the form can be saved: they are marked.`
          : t`Some fields need fixing before the field group can be saved: they are marked.`,
      );
      return;
    }
    const groups = new Map(props.placedGroups.map((g) => [g.id, g]));
    for (const option of props.groupOptions)
      if (!groups.has(option.id))
        groups.set(option.id, { id: option.id, title: option.title, fieldIds: [], logicMap: {} });
    const issues = checkFieldSet(built.fields, draft.logicMap, {
      fieldGroups: [...groups.values()],
      isFieldGroup: props.isFieldGroup,
    });
    if (issues.length > 0) return showProblems(placeIssues(issues, built.body));
    try {
      const saved = await props.save(built.body);
      reset(saved);
      setProblems(noProblems);
      feedback('success');
    } catch (error) {
      if (isApiError(error, 409)) {
        setConflict(error.message);
        return;
      }
      const placed = placeIssues(
        isApiError(error) && Array.isArray(error.details)
          ? (error.details as Array<{ path: string; message: string }>)
          : [],
        built.body,
      );
      showProblems({ ...placed, general: [errorMessage(error), ...placed.general] });
    }
  };
  const showProblems = (found: Problems) => {
    setProblems(found);
    const first = draft.fields.find((f) => found.fields[f.id] || found.logic[f.id]);
    if (first) select(first.id);
    feedback('error', found.general[0] ?? t`Some fields need fixing: they are marked.`);
  };
  const reload = async () => {
    const fresh = await props.reload();
    if (fresh) reset(fresh);
    setConflict(null);
    setProblems(noProblems);
  };

  const hidden = props.isFieldGroup ? fieldGroupTypes : [];
  const disabled: Partial<Record<FormFieldType, string>> =
    props.groupOptions.length === 0 ? { template: t`Add a field group first` } : {};
  const panel = selected ? (
    <FieldPanel
      // Afresh after a save or reload: its tabs keep rules being edited.
      key={`${selected.id}:${updatedAt}`}
      field={selected}
      saved={loaded.fields.find((f) => f.id === selected.id)}
      fields={draft.fields}
      logicMap={draft.logicMap}
      onChange={change}
      onLogicChange={(operator, rules) => {
        const result = setShowWhen(draft, selected.id, operator, rules, labelOf);
        if ('error' in result) return result.error;
        setDraft(result.draft);
        return null;
      }}
      errors={problems.fields[selected.id] ?? {}}
      logicError={problems.logic[selected.id]}
      readOnly={readOnly}
      currencyId={props.currencyId}
      fieldGroups={props.groupOptions}
      showHeading={!isPhone}
    />
  ) : (
    <Text size="sm" c="dimmed">
      <Trans>Select a field to change its settings and logic.</Trans>
    </Text>
  );

  const addHint = isForm
    ? isPhone
      ? t`Add the form’s questions from the field types in “Add field”.`
      : isWide
        ? t`Add the form’s questions from the field types on the left.`
        : t`Add the form’s questions from the field types above.`
    : isPhone
      ? t`Add the field group’s questions from the field types in “Add field”.`
      : isWide
        ? t`Add the field group’s questions from the field types on the left.`
        : t`Add the field group’s questions from the field types above.`;
  const list =
    draft.fields.length === 0 ? (
      <Card withBorder radius="md" padding="xl">
        <Stack align="center" gap="sm" ta="center" py="md">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconForms size={30} />
          </ThemeIcon>
          <Title order={2} fz="lg">
            <Trans>No fields yet</Trans>
          </Title>
          <Text c="dimmed" size="sm" maw={360}>
            {readOnly ? t`This has no fields yet.` : addHint}
          </Text>
        </Stack>
      </Card>
    ) : (
      <FieldList
        fields={draft.fields}
        selectedId={selectedId}
        onSelect={select}
        onReorder={(ids) => setDraft(setOrder(draft, ids))}
        onMove={(id, by) => setDraft(moveField(draft, id, by))}
        onRemove={remove}
        conditional={conditional}
        invalid={invalid}
        readOnly={readOnly}
      />
    );

  return (
    <Stack gap="md" ref={sizeRef}>
      {guard.dialog}
      {readOnly && props.lock.state === 'held' ? (
        <Alert color="yellow" icon={<IconLock size={18} aria-hidden />} role="status">
          {isForm ? (
            <Trans>
              {holderName} is editing this form. You can look at it, but not change it, until they
              finish.
            </Trans>
          ) : (
            <Trans>
              {holderName} is editing this field group. You can look at it, but not change it, until
              they finish.
            </Trans>
          )}
        </Alert>
      ) : null}
      {conflict ? (
        <Alert color="red" role="alert" title={t`Not saved`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{conflict}</Text>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => void reload()}
            >
              <Trans>Reload</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {problems.general.length > 0 && !conflict ? (
        <Alert color="red" role="alert">
          {problems.general.join(' ')}
        </Alert>
      ) : null}
      <Group justify="space-between" gap="sm" className="builder-toolbar">
        <Group gap="sm">
          {isPhone && !readOnly && view === 'build' ? (
            <AddFieldMenu onAdd={add} hidden={hidden} disabled={disabled} />
          ) : null}
          {props.preview ? (
            <SegmentedControl
              aria-label={t`View`}
              value={view}
              onChange={(value) => setView(value as 'build' | 'preview')}
              data={[
                {
                  value: 'build',
                  label: (
                    <Group gap={4} wrap="nowrap">
                      <IconPencil size={14} aria-hidden />
                      <Trans>Build</Trans>
                    </Group>
                  ),
                },
                {
                  value: 'preview',
                  label: (
                    <Group gap={4} wrap="nowrap">
                      <IconEye size={14} aria-hidden />
                      <Trans>Preview</Trans>
                    </Group>
                  ),
                },
              ]}
            />
          ) : null}
        </Group>
        {readOnly ? null : (
          <Group gap="sm">
            {isDirty ? (
              <Text size="sm" c="dimmed">
                <Trans>Unsaved changes</Trans>
              </Text>
            ) : null}
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              onClick={() => void save()}
              loading={props.isSaving}
              disabled={!isDirty}
            >
              {isForm ? <Trans>Save form</Trans> : <Trans>Save field group</Trans>}
            </Button>
          </Group>
        )}
      </Group>
      {view === 'preview' && props.preview ? (
        <Card withBorder radius="md" padding="lg" maw={760}>
          {props.preview(draft)}
        </Card>
      ) : isPhone ? (
        <>
          {list}
          <Drawer
            opened={isDrawerOpen && selected !== null}
            onClose={() => setIsDrawerOpen(false)}
            position="bottom"
            size="90%"
            title={selected ? fieldName(selected) : t`Field`}
            closeButtonProps={{ 'aria-label': t`Close field settings` }}
          >
            {panel}
          </Drawer>
        </>
      ) : (
        <>
          {layout === 'medium' && !readOnly ? (
            <Card withBorder radius="md" padding="sm">
              <FieldPalette onAdd={add} hidden={hidden} disabled={disabled} isStrip />
            </Card>
          ) : null}
          <div className="builder-zones" data-layout={layout} data-readonly={readOnly || undefined}>
            {isWide && !readOnly ? (
              <div className="builder-zone">
                <FieldPalette onAdd={add} hidden={hidden} disabled={disabled} />
              </div>
            ) : null}
            <div>{list}</div>
            <Card withBorder radius="md" padding="md" className="builder-zone">
              {panel}
            </Card>
          </div>
        </>
      )}
    </Stack>
  );
}
