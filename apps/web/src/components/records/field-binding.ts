import type { ChangeEvent } from 'react';
import type { FieldErrors } from '../../lib/field-errors.ts';

/** A list field's message: on the list, or on one of its items ('teamTypeIds.0'). */
export function listError(errors: FieldErrors, name: string): string | undefined {
  return (
    errors[name] ??
    Object.entries(errors).find(([path]) => path.startsWith(`${name}.`))?.[1] ??
    undefined
  );
}

type KeysOf<V, T> = { [K in keyof V]-?: V[K] extends T ? K : never }[keyof V] & string;

/** What a record form's fields are bound to: its values, their change, errors and lock. */
export interface FieldBinding<V> {
  values: V;
  set: (patch: Partial<V>) => void;
  errors: FieldErrors;
  disabled?: boolean;
}

/**
 * The props that tie an input to one of a record form's values: its value, its change, its
 * error (`listError` for a list) and the form's lock. The form then states only each field's
 * label, help and kind, e.g. `<TextInput label="Title" required {...field.text('title')} />`.
 */
export function bindFields<V>({ values, set, errors, disabled }: FieldBinding<V>) {
  const patch = <K extends keyof V>(key: K, value: V[K]) => {
    const change: Partial<V> = {};
    change[key] = value;
    set(change);
  };
  return {
    /** A text input or textarea. */
    text: (key: KeysOf<V, string>) => ({
      value: values[key] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        patch(key, event.currentTarget.value as V[typeof key]),
      error: errors[key],
      disabled,
    }),
    /** A switch or checkbox (its error only where the form shows one: `{ hasError: true }`). */
    toggle: (key: KeysOf<V, boolean>, { hasError = false } = {}) => ({
      checked: values[key] as boolean,
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        patch(key, event.currentTarget.checked as V[typeof key]),
      ...(hasError ? { error: errors[key] } : {}),
      disabled,
    }),
    /** An input that hands back the value itself (a select, a rich text, a date). */
    value: <K extends keyof V & string>(key: K) => ({
      value: values[key],
      onChange: (value: V[K]) => patch(key, value),
      error: errors[key],
      disabled,
    }),
    /** A multi-select: its error may be on one of its items. */
    list: (key: KeysOf<V, string[]>) => ({
      value: values[key] as string[],
      onChange: (value: string[]) => patch(key, value as V[typeof key]),
      error: listError(errors, key),
      disabled,
    }),
  };
}
