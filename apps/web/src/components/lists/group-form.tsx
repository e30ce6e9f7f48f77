import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { FieldErrors } from '../../lib/field-errors.ts';
import { RecordForm, useRecordValues } from '../record-form.tsx';
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
  const { t } = useLingui();
  const membersNoun = setup.membersNoun;
  const { values, set, isPending, save, formProps } = useRecordValues<GroupValues<K>, G>(
    { initial, mutation, goTo: setup.goTo, guardUnsaved: setup.guardUnsaved },
    {
      message: (saved) => {
        const title = saved.title;
        return setup.goTo ? t`${title} was added` : undefined;
      },
      keepsErrors: true,
    },
  );
  const ids = values[membersKey];

  const submit = () => {
    const input = save.check(setup.schema, values);
    // Only the title and the ids go, whatever else the schema reads.
    if (input) {
      const sent = { title: input.title, [membersKey]: input[membersKey] } as GroupValues<K>;
      mutation.mutate(sent, save.handlers());
    }
  };

  return (
    <RecordForm {...formProps(submit, setup.submitLabel)} cancelTo={setup.cancelTo}>
      <TextInput
        label={t`Title`}
        description={t`The heading teams see above the group's ${membersNoun}`}
        required
        value={values.title}
        onChange={(e) => set({ title: e.currentTarget.value } as Partial<GroupValues<K>>)}
        error={save.errors.title}
        disabled={isPending}
        data-autofocus
      />
      {setup.children({
        ids,
        onChange: (ids) => set({ [membersKey]: ids } as Partial<GroupValues<K>>),
        errors: save.errors,
        error: listError(save.errors, membersKey),
        disabled: isPending,
      })}
    </RecordForm>
  );
}
