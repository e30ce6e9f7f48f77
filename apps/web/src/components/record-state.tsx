import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../lib/api-client.ts';
import { errorMessage } from '../lib/field-errors.ts';
import { StatusScreen } from './status-screen.tsx';

interface RecordStateProps {
  query: { isError: boolean; error: unknown; data: unknown };
  /** What the record is called, e.g. 'Team type'. */
  noun: string;
  icon: ReactNode;
  /** Where its list lives, and that list's name, for the not-found screen. */
  listPath: string;
  listName: string;
  skeleton: ReactNode;
  /** The not-found screen's text, where "deleted" is not the likely reason (a member's view). */
  notFoundText?: ReactNode;
}

/**
 * What a record's page shows before it has the record: a not-found screen for a 404, the error
 * for any other failure, the skeleton while loading. `null` once the record is there.
 */
export function recordState({
  query,
  noun,
  icon,
  listPath,
  listName,
  skeleton,
  notFoundText,
}: RecordStateProps) {
  if (query.isError && isApiError(query.error, 404)) {
    const lowerNoun = noun.toLowerCase();
    const lowerList = listName.toLowerCase();
    return (
      <StatusScreen
        icon={icon}
        title={t`${noun} Not Found`}
        actions={
          <Button component={Link} to={listPath}>
            <Trans>Back to {lowerList}</Trans>
          </Button>
        }
      >
        {notFoundText ?? t`This ${lowerNoun} doesn't exist any more. It may have been deleted.`}
      </StatusScreen>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  return query.data ? null : skeleton;
}

/** The loading look of a record's form page: its title, then the form's card. */
export function FormPageSkeleton({ formHeight, maw = 720 }: { formHeight: number; maw?: number }) {
  return <CardsPageSkeleton heights={[formHeight]} maw={maw} />;
}

/** The loading look of a record's page: its title, then its cards, of these heights. */
export function CardsPageSkeleton({ heights, maw }: { heights: number[]; maw?: number }) {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label={t`Loading`}>
      <Skeleton h={34} w="40%" />
      {heights.map((height, i) => (
        <Skeleton key={String(i)} h={height} maw={maw} />
      ))}
    </Stack>
  );
}
