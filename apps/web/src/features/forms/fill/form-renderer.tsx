import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import { loopFieldPath } from '@showdesk/domain/forms/layout';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { FieldInput } from './field-inputs.tsx';
import {
  chosenItemLists,
  errorAt,
  type FillErrors,
  type FillValues,
  fillState,
  type RenderableBundle,
  splitPages,
  templateValueOf,
  totalsOf,
  type UploadHandler,
} from './fill-model.ts';
import { GrandTotal } from './grand-total.tsx';
import type { ValueChange } from './inputs/input-frame.tsx';
import { TemplateInput } from './template-input.tsx';

export interface FormRendererProps {
  /** The form with its fields and the field groups its templates place. */
  bundle: RenderableBundle;
  /** The event's currency (ISO code), for item prices and totals. */
  currencyId: string;
  values: FillValues;
  /** The whole next values whenever a field changes. */
  onChange: (values: Record<string, unknown>) => void;
  /** Messages by value path (`fieldId`, `addr.postcode`, `tpl.templateValues.0.fieldId`). */
  errors?: FillErrors | undefined;
  /** Shows the values without letting them change (all pages at once). */
  readOnly?: boolean | undefined;
  /** Uploads one file of an upload field; without it upload fields are disabled. */
  onUpload?: UploadHandler | undefined;
  /**
   * The host's buttons (save, submit), placed in the page navigation beside Back and Next;
   * told whether the last page is shown.
   */
  actions?: ((page: { isLast: boolean }) => ReactNode) | undefined;
}

/**
 * A form as a member fills it in: every shown field (the logic's `evaluateVisibility` decides)
 * as an accessible control, template field groups with their loops, item lists priced in the
 * event's currency and the grand total computed, split into pages at the page breaks. The host
 * owns the values, the errors and what saving does.
 */
export function FormRenderer({
  bundle,
  currencyId,
  values,
  onChange,
  errors,
  readOnly = false,
  onUpload,
  actions,
}: FormRendererProps) {
  const { t } = useLingui();
  const state = useMemo(() => fillState(bundle, values), [bundle, values]);
  const totals = useMemo(
    () => totalsOf(chosenItemLists(values, state), currencyId),
    [values, state, currencyId],
  );
  const pages = useMemo(
    () => splitPages(state.layout.fields, state.visibility),
    [state.layout.fields, state.visibility],
  );
  const [pageIndex, setPageIndex] = useState(0);
  const page = Math.min(pageIndex, pages.length - 1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const hasMoved = useRef(false);

  // Changes apply to the latest values, so two quick changes (or an upload finishing) never
  // undo each other.
  const latest = useRef(values);
  latest.current = values;
  const setAt = (templateId: string | null, loop: number, fieldId: string, change: ValueChange) => {
    const current = latest.current;
    const resolve = (previous: unknown) =>
      typeof change === 'function' ? (change as (p: unknown) => unknown)(previous) : change;
    let next: Record<string, unknown>;
    if (templateId === null) {
      next = { ...current };
      const value = resolve(current[fieldId]);
      if (value === undefined || value === '') delete next[fieldId];
      else next[fieldId] = value;
    } else {
      const template = templateValueOf(current[templateId]);
      const loops = template.templateValues.map((loopValues, index) => {
        if (index !== loop) return loopValues;
        const copy: Record<string, unknown> = { ...loopValues };
        const value = resolve(copy[fieldId]);
        if (value === undefined || value === '') delete copy[fieldId];
        else copy[fieldId] = value;
        return copy as typeof loopValues;
      });
      next = { ...current, [templateId]: { ...template, templateValues: loops } };
    }
    latest.current = next;
    onChange(next);
  };

  const shownErrors = useRef<FillErrors>({});
  // New errors (a refused submit): show the page of the first one and move to its field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the errors change, not on every page change
  useEffect(() => {
    const seen = shownErrors.current;
    shownErrors.current = errors ?? {};
    if (!errors || readOnly) return;
    const paths = Object.keys(errors);
    if (paths.length === 0) return;
    // Fewer of the same messages (a field being fixed) leave the member where they are; the
    // same ones again (another refused submit) move them to the first once more.
    const isFixing =
      paths.length < Object.keys(seen).length && paths.every((path) => seen[path] === errors[path]);
    if (isFixing) return;
    const index = pages.findIndex((p) =>
      p.fields.some((field) =>
        paths.some((path) => path === field.id || path.startsWith(`${field.id}.`)),
      ),
    );
    if (index >= 0) setPageIndex(index);
    requestAnimationFrame(() => {
      const invalid = rootRef.current?.querySelector<HTMLElement>(
        'input[aria-invalid="true"], textarea[aria-invalid="true"], fieldset[aria-invalid="true"]',
      );
      const target =
        invalid?.tagName === 'FIELDSET'
          ? invalid.querySelector<HTMLElement>('input:not([disabled]), textarea, button')
          : invalid;
      target?.focus();
    });
  }, [errors]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page shown changes
  useEffect(() => {
    if (!hasMoved.current) return;
    headingRef.current?.focus();
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    rootRef.current?.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [page]);

  const go = (to: number) => {
    hasMoved.current = true;
    setPageIndex(to);
  };

  const renderField = (field: FieldDefinition): ReactNode => {
    if (field.type === 'template') {
      const placed = state.layout.templates.get(field.id);
      return (
        <TemplateInput
          field={field}
          placed={placed}
          value={values[field.id]}
          loopCount={state.visibility.loopCounts.get(field.id) ?? 1}
          isShown={(loop, fieldId) =>
            state.visibility.visible.has(loopFieldPath(field.id, loop, fieldId))
          }
          onLoops={(next) => {
            latest.current = { ...latest.current, [field.id]: next };
            onChange(latest.current as Record<string, unknown>);
          }}
          renderLoopField={(loop, groupField) => {
            const path = loopFieldPath(field.id, loop, groupField.id);
            const loopValues = templateValueOf(values[field.id]).templateValues[loop] ?? {};
            return (
              <FieldInput
                field={groupField}
                path={path}
                value={loopValues[groupField.id]}
                onChange={(change) => setAt(field.id, loop, groupField.id, change)}
                errors={errors}
                readOnly={readOnly}
                currencyId={currencyId}
                onUpload={onUpload}
              />
            );
          }}
          readOnly={readOnly}
          error={errors?.[field.id] ?? errors?.[`${field.id}.loopCount`]}
        />
      );
    }
    if (field.type === 'grandTotal')
      return (
        <GrandTotal
          field={field}
          amount={totals ? totals.grandTotal : null}
          currencyId={currencyId}
          error={errorAt(errors, field.id)}
        />
      );
    return (
      <FieldInput
        field={field}
        path={field.id}
        value={values[field.id]}
        onChange={(change) => setAt(null, 0, field.id, change)}
        errors={errors}
        readOnly={readOnly}
        currencyId={currencyId}
        onUpload={onUpload}
      />
    );
  };

  const shownPages = readOnly ? pages : [pages[page] ?? { key: 'first', title: '', fields: [] }];
  const isLast = page >= pages.length - 1;
  const hasPages = pages.length > 1 && !readOnly;
  const pageNumber = page + 1;
  const pageCount = pages.length;
  const pageOfPages = t`Page ${pageNumber} of ${pageCount}`;
  return (
    <Stack gap="lg" ref={rootRef} style={{ scrollMarginTop: 80 }}>
      {hasPages ? (
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Title order={2} fz="md" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
              {pages[page]?.title || pageOfPages}
            </Title>
            {pages[page]?.title ? (
              <Text size="sm" c="dimmed">
                {pageOfPages}
              </Text>
            ) : null}
          </Group>
          <Progress value={((page + 1) / pages.length) * 100} aria-label={pageOfPages} size="sm" />
        </Stack>
      ) : null}
      {shownPages.map((shown) => (
        <Stack gap="lg" key={shown.key}>
          {readOnly && pages.length > 1 && shown.title ? (
            <Title order={2} fz="lg">
              {shown.title}
            </Title>
          ) : null}
          {shown.fields.map((field) => (
            <div key={field.id} data-field-path={field.id}>
              {renderField(field)}
            </div>
          ))}
        </Stack>
      ))}
      {errors?.values ? (
        <Text c="red.8" size="sm" role="alert">
          {errors.values}
        </Text>
      ) : null}
      {readOnly && !actions ? null : (
        <Group justify="space-between" gap="sm" mt="sm">
          <Group gap="sm">
            {hasPages && page > 0 ? (
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} aria-hidden />}
                onClick={() => go(page - 1)}
              >
                <Trans>Back</Trans>
              </Button>
            ) : null}
            {hasPages && !isLast ? (
              <Button
                variant="light"
                rightSection={<IconArrowRight size={16} aria-hidden />}
                onClick={() => go(page + 1)}
              >
                <Trans>Next</Trans>
              </Button>
            ) : null}
          </Group>
          {actions ? <Group gap="sm">{actions({ isLast: isLast || readOnly })}</Group> : null}
        </Group>
      )}
    </Stack>
  );
}
