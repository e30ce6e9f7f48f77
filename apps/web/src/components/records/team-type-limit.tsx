import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, MultiSelect, type MultiSelectProps } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { useTeamTypeChoices } from '../../lib/team-types-api.ts';

/** A number of team types in words: "1 team type", "3 team types". */
export const teamTypeCount = (count: number) =>
  t({ message: plural(count, { one: '# team type', other: '# team types' }) });

/** How a record limited to some team types is limited: "This task is limited to 2 team types." */
export const limitedToText = (noun: string, count: number) => {
  const teamTypes = teamTypeCount(count);
  return count === 0
    ? t`Every team type sees this ${noun}.`
    : t`This ${noun} is limited to ${teamTypes}.`;
};

/**
 * A picker of team types, searchable and clearable; `none` is its placeholder while nothing is
 * chosen, saying what that means ("Every team type").
 */
export function TeamTypesSelect({
  none,
  ...props
}: Omit<MultiSelectProps, 'placeholder' | 'value'> & { value: string[]; none: string }) {
  return (
    <MultiSelect
      placeholder={props.value.length === 0 ? none : undefined}
      searchable
      clearable
      nothingFoundMessage={t`No team types found`}
      {...props}
    />
  );
}

/**
 * Who sees a record, by team type. Team types are admin-only on the server: an admin gets the
 * pickers (`children`); a moderator reads how the record is limited (`summary`), with a note,
 * and the limits are sent back unchanged; `loading` stands in while the team types load.
 */
export function TeamTypeLimit({
  teamTypes,
  summary,
  loading = null,
  children,
}: {
  teamTypes: ReturnType<typeof useTeamTypeChoices>;
  summary: string;
  loading?: ReactNode;
  children: ReactNode;
}) {
  if (teamTypes.data) return children;
  if (teamTypes.isPending) return loading;
  return (
    <Alert color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
      <Trans>{summary} Team type limits are set by an admin.</Trans>
    </Alert>
  );
}
