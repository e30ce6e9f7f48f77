import type { ReactNode } from 'react';
import type { z } from 'zod';
import { PageHeader } from '../page-header.tsx';
import { RecordForm, type SaveMutation, useRecordValues } from '../record-form.tsx';
import type { bindFields } from './field-binding.ts';

interface RecordAddPageProps<V, S extends z.ZodType, R> {
  /** The page's title, and what it says the record becomes next. */
  title: string;
  description: string;
  submitLabel: string;
  /** Where Cancel leads: the list. */
  cancelTo: string;
  /** The new record's values before anything is typed. */
  initial: V;
  /** The domain's create schema, checked before the values are sent. */
  schema: S;
  mutation: SaveMutation<z.output<S>>;
  /** Where the saved record opens (its editor or builder), and the toast that says so. */
  goTo: (saved: R) => string;
  message: (saved: R) => string;
  /** The fields, bound to the values (a refusal's messages stay until the next save). */
  children: (form: {
    field: ReturnType<typeof bindFields<V>>;
    values: V;
    set: (patch: Partial<V>) => void;
    disabled: boolean;
  }) => ReactNode;
}

/**
 * The page that adds a record by its first few values: the title, the form in its card with
 * Cancel and the add button, the check against the domain schema, then the new record's page.
 */
export function RecordAddPage<V, S extends z.ZodType, R>(props: RecordAddPageProps<V, S, R>) {
  const { values, set, isPending, save, field, formProps } = useRecordValues<V, R>(
    { initial: props.initial, mutation: props.mutation, goTo: props.goTo },
    { message: props.message, keepsErrors: true },
  );
  const submit = () => {
    const input = save.check(props.schema, values);
    if (input) props.mutation.mutate(input, save.handlers() as never);
  };
  return (
    <>
      <PageHeader title={props.title} description={props.description} />
      <RecordForm {...formProps(submit, props.submitLabel)} cancelTo={props.cancelTo}>
        {props.children({ field, values, set, disabled: isPending })}
      </RecordForm>
    </>
  );
}
