import { useLingui } from '@lingui/react/macro';
import { MultiSelect } from '@mantine/core';
import type { ReactNode } from 'react';

interface GroupsFieldProps {
  /** The record's kind, e.g. 'task': "No task groups yet", "The task groups could not be loaded". */
  noun: string;
  description: ReactNode;
  /** The groups to choose from (the query of the record's group options). */
  groups: {
    data?: Array<{ id: string; title: string; isArchived: boolean }>;
    isPending: boolean;
    isError: boolean;
  };
  value: string[];
  onChange: (ids: string[]) => void;
  error: string | undefined;
  disabled?: boolean;
}

/**
 * The groups a record is listed under: the group headings members see it below. An archived
 * group is offered only while the record is still in it.
 */
export function GroupsField({ noun, groups, value, error, ...props }: GroupsFieldProps) {
  const { t } = useLingui();
  const options = (groups.data ?? [])
    .filter((group) => !group.isArchived || value.includes(group.id))
    .map((group) => ({ value: group.id, label: group.title }));
  return (
    <MultiSelect
      label={t`Groups`}
      description={props.description}
      placeholder={
        groups.isPending
          ? t`Loading groups…`
          : value.length === 0
            ? options.length === 0
              ? t`No ${noun} groups yet`
              : t`Choose groups`
            : undefined
      }
      data={options}
      value={value}
      onChange={props.onChange}
      searchable
      clearable
      nothingFoundMessage={t`No groups found`}
      error={error ?? (groups.isError ? t`The ${noun} groups could not be loaded` : undefined)}
      disabled={props.disabled}
    />
  );
}
