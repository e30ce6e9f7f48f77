import { TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import type { FieldErrors } from '../../lib/field-errors.ts';
import { RecordForm, useRecordSave } from '../record-form.tsx';
import { listError } from '../records/field-binding.ts';

/** A group's values: its title and its records' ids in order, under the records' own key. */
export type GroupValues<K extends string> = { title: string } & { [P in K]: string[] };

export interface GroupFormProps<G extends { title: string }, K extends string> {
  initial: GroupValues<K>;
  submitLabel: string;
  mutation: {
    mutate: (
      input: GroupValues<K>,
      options: { onSuccess: (group: G) => void; onError: (error: unknown) => void },
    ) => void;
    isPending: boolean;
  };
  /** Where to go once saved (the add page: the new group's page); a group's page stays. */
  goTo?: (group: G) => string;
  guardUnsaved?: boolean;
}

interface GroupFormSetup<K extends string> {
  /** The records' key in the values and the API: "supplierIds". */
  membersKey: K;
  /** The records, in the title's description: "The heading teams see above the group's suppliers". */
  membersNoun: string;
  /** The create schema, which checks the title and the ids. */
  schema: z.ZodType<GroupValues<K>, unknown>;
  cancelTo: string;
  /** The group's records in order, and their picker; `error` is the list's (or an item's). */
  children: (members: {
    ids: string[];
    onChange: (ids: string[]) => void;
    errors: FieldErrors;
    error: string | undefined;
    disabled: boolean;
  }) => ReactNode;
}

/**
 * An ordered group's form: its title, the heading teams see, and its records in the order teams
 * see them (the feature's list of them); the add page's "added" toast, the group page's guard.
 */
export function GroupForm<G extends { title: string }, K extends string>({
  initial,
  mutation,
  membersKey,
  ...setup
}: GroupFormProps<G, K> & GroupFormSetup<K>) {
  const [title, setTitle] = useState(initial.title);
  const [ids, setIds] = useState<string[]>(initial[membersKey]);
  const isPending = mutation.isPending;
  const isDirty = title !== initial.title || ids.join() !== initial[membersKey].join();
  const save = useRecordSave<G>({
    isDirty: setup.guardUnsaved ? isDirty && !isPending : undefined,
    goTo: setup.goTo,
    message: (saved) => (setup.goTo ? `${saved.title} was added` : undefined),
  });
  const valuesOf = (title: string, ids: string[]) =>
    ({ title, [membersKey]: ids }) as GroupValues<K>;

  const submit = () => {
    const input = save.check(setup.schema, valuesOf(title, ids));
    if (input) mutation.mutate(valuesOf(input.title, input[membersKey]), save.handlers());
  };

  return (
    <RecordForm
      save={save}
      onSubmit={submit}
      submitLabel={setup.submitLabel}
      isPending={isPending}
      cancelTo={setup.cancelTo}
    >
      <TextInput
        label="Title"
        description={`The heading teams see above the group's ${setup.membersNoun}`}
        required
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        error={save.errors.title}
        disabled={isPending}
        data-autofocus
      />
      {setup.children({
        ids,
        onChange: setIds,
        errors: save.errors,
        error: listError(save.errors, membersKey),
        disabled: isPending,
      })}
    </RecordForm>
  );
}
