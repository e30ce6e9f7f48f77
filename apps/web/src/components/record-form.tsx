import { Trans } from '@lingui/react/macro';
import { Button, Card, Group, Stack } from '@mantine/core';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { feedback } from '../lib/feedback.ts';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../lib/field-errors.ts';
import { FormFailure } from './form-failure.tsx';
import { bindFields } from './records/field-binding.ts';
import { UnsavedChangesGuard } from './unsaved-changes.tsx';

export interface RecordSaveOptions<R> {
  /**
   * Ask before leaving while this is true (the spec's navigation blocker). Leave it out where
   * the form needs no guard: a page has one blocker at a time.
   */
  isDirty?: boolean;
  /** Where to go once saved (default: stay on the page). */
  goTo?: string | ((saved: R) => string);
  /** The success toast (default: the spec's "Your updates have been successfully saved"). */
  message?: (saved: R) => string | undefined;
  /** Done once saved, before the toast (e.g. forget the uploaded file). */
  onSaved?: (saved: R) => void;
  /** The field errors a refusal carries (default: the API's validation details). */
  fieldErrors?: (error: unknown) => FieldErrors;
}

/** A form's field errors, and the check of its values against a domain schema. */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  return {
    errors,
    setErrors,
    /**
     * Forgets the errors of fields being changed (`event` clears `event.name` too): an error
     * stays on a field only until its value changes, never while the right one is typed.
     */
    clearErrors(keys: string[]) {
      setErrors((old) => {
        const kept = Object.entries(old).filter(
          ([path]) => !keys.some((key) => path === key || path.startsWith(`${key}.`)),
        );
        return kept.length === Object.keys(old).length ? old : Object.fromEntries(kept);
      });
    },
    /**
     * The values as the schema reads them, or undefined after showing what it refuses (and the
     * page's own `more` field errors, e.g. required custom fields left empty).
     */
    check<S extends z.ZodType>(schema: S, values: unknown, more: FieldErrors = {}) {
      const parsed = schema.safeParse(values);
      const found = { ...more, ...(parsed.success ? {} : zodFieldErrors(parsed.error)) };
      setErrors(found);
      if (!parsed.success || Object.keys(found).length > 0) return undefined;
      return parsed.data as z.output<S>;
    },
  };
}

/**
 * A record form's save: the field errors and the failed save it shows, the check of the values
 * against the domain schema before they are sent, and `handlers()` for the mutation (the success
 * toast, then `goTo`; a refusal shown on the form). With `isDirty` it also asks before leaving.
 */
export function useRecordSave<R = unknown>(options: RecordSaveOptions<R> = {}) {
  const navigate = useNavigate();
  const isLeaving = useRef(false);
  const { errors, setErrors, ...fields } = useFieldErrors();
  const [failure, setFailure] = useState<unknown>(null);
  return {
    errors,
    failure,
    clearErrors: fields.clearErrors,
    /** As `useFieldErrors().check`; values that pass also clear the last failure. */
    check<S extends z.ZodType>(schema: S, values: unknown, more: FieldErrors = {}) {
      const checked = fields.check(schema, values, more);
      if (checked !== undefined) setFailure(null);
      return checked;
    },
    /** Shows a failure that is no save's answer (a refused file), or clears it with null. */
    fail: setFailure,
    /**
     * The mutation's `onSuccess` and `onError`; `also` adds to the options for this save (and
     * its `onError` runs before the form shows the refusal).
     */
    handlers: (also: RecordSaveOptions<R> & { onError?: (error: unknown) => void } = {}) => {
      const o = { ...options, ...also };
      return {
        onSuccess: (saved: R) => {
          o.onSaved?.(saved);
          feedback('success', o.message?.(saved));
          const path = typeof o.goTo === 'function' ? o.goTo(saved) : o.goTo;
          if (path) {
            isLeaving.current = true;
            navigate(path);
          }
        },
        onError: (error: unknown) => {
          also.onError?.(error);
          setErrors((o.fieldErrors ?? apiFieldErrors)(error));
          setFailure(error);
        },
      };
    },
    guard:
      options.isDirty === undefined ? null : (
        <UnsavedChangesGuard when={options.isDirty} isLeaving={isLeaving} />
      ),
  };
}

export type RecordSave = ReturnType<typeof useRecordSave<never>>;

/** A save as a record form is given it: a TanStack Query mutation fits. */
export interface SaveMutation<V> {
  mutate: (
    values: V,
    options: { onSuccess: (saved: unknown) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

/**
 * A record form's values, starting from what its add page or record page gave it, and its save:
 * leaving with changes is guarded when the setup asks (a saved record's page), and a save goes
 * where the setup says. `set` changes some of the values; `field` binds inputs to them (locked
 * while saving).
 */
export function useRecordValues<V, R = unknown>(
  setup: {
    initial: V;
    mutation: { isPending: boolean };
    goTo?: RecordSaveOptions<R>['goTo'];
    guardUnsaved?: boolean;
  },
  {
    isChanged = (values, initial) => JSON.stringify(values) !== JSON.stringify(initial),
    keepsErrors = false,
    ...options
  }: Omit<RecordSaveOptions<R>, 'isDirty' | 'goTo'> & {
    /** Whether the values differ from the start (default: any difference). */
    isChanged?: (values: V, initial: V) => boolean;
    /** The refused save's messages stay while the values change, until the next save. */
    keepsErrors?: boolean;
  } = {},
) {
  const [values, setValues] = useState(setup.initial);
  const isPending = setup.mutation.isPending;
  const isDirty = isChanged(values, setup.initial);
  const save = useRecordSave<R>({
    ...options,
    isDirty: setup.guardUnsaved ? isDirty && !isPending : undefined,
    goTo: setup.goTo,
  });
  const set = (patch: Partial<V>) => {
    setValues((old) => ({ ...old, ...patch }));
    if (keepsErrors) return;
    // What was refused is being corrected: its messages go until the next save says otherwise.
    save.clearErrors(Object.keys(patch));
    if (save.failure) save.fail(null);
  };
  const field = bindFields({ values, set, errors: save.errors, disabled: isPending });
  /** The record form's own props for this save: `<RecordForm {...formProps(submit, label)}>`. */
  const formProps = (onSubmit: () => void, submitLabel: string) => ({
    save,
    onSubmit,
    submitLabel,
    isPending,
  });
  return { values, set, isPending, save, field, formProps };
}

/** What an add page and a record page tell the record form they share. */
export interface RecordFormSetup<V> {
  initial: V;
  submitLabel: string;
  mutation: SaveMutation<V>;
  /** Where to go once saved (an add form: the list; a record's form stays). */
  goTo?: string;
  /** Ask before leaving with changes to `initial` (a saved record's page). */
  guardUnsaved?: boolean;
}

interface RecordFormProps {
  save: Pick<RecordSave, 'errors' | 'failure' | 'guard'>;
  /** Called on submit (the browser's own submit is prevented). */
  onSubmit: () => void;
  submitLabel: string;
  submitIcon?: ReactNode;
  isPending: boolean;
  /** Where Cancel leads (no Cancel without it). */
  cancelTo?: string;
  /** Disables the submit button (e.g. until a file is chosen). */
  canSubmit?: boolean;
  rephrase?: (message: string) => string;
  /** The form's accessible name, when the page has more than one. */
  label?: string;
  /** Without the card: a form inside a card of its own. */
  isBare?: boolean;
  children: ReactNode;
}

/**
 * A record's add or edit form: its fields, the failed save (not repeating what the fields
 * say), Cancel and the submit button, in a card; and the guard of `useRecordSave`.
 */
export function RecordForm(props: RecordFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  const body = (
    <Stack gap={props.isBare ? 'sm' : 'md'}>
      {props.children}
      <FormFailure
        error={props.save.failure}
        fields={props.save.errors}
        rephrase={props.rephrase}
      />
      <Group justify="flex-end">
        {props.cancelTo ? (
          <Button component={Link} to={props.cancelTo} variant="default">
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <Button
          type="submit"
          loading={props.isPending}
          disabled={props.canSubmit === false}
          leftSection={props.submitIcon}
        >
          {props.submitLabel}
        </Button>
      </Group>
    </Stack>
  );
  return (
    <form onSubmit={submit} noValidate aria-label={props.label}>
      {props.save.guard}
      {props.isBare ? (
        body
      ) : (
        <Card withBorder radius="md" padding="lg" maw={720}>
          {body}
        </Card>
      )}
    </form>
  );
}
