import { Trans, useLingui } from '@lingui/react/macro';
import { Card, List, Stack, Table, Text, Title } from '@mantine/core';
import type { ImportRowStatus } from '@showdesk/domain/people/team-import';
import { useId } from 'react';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { Skeletons } from '../../../../components/skeletons.tsx';
import { useImportRows } from '../api/team-import-api.ts';

const shownRows = 200;

interface ImportRowsTableProps {
  importId: string;
  status: ImportRowStatus;
  /** Changes when the rows may have changed (e.g. the import's progress). */
  version?: string;
  caption: string;
}

/** A step's section of the rows of one status, under its heading ("Rows with problems"). */
export function ImportRowsSection({ title, ...table }: ImportRowsTableProps & { title: string }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      <ImportRowsTable {...table} />
    </Stack>
  );
}

/** The rows of one status with their problems, in file order (the first 200). */
export function ImportRowsTable({ importId, status, version, caption }: ImportRowsTableProps) {
  const { t } = useLingui();
  const rows = useImportRows(importId, status, { limit: shownRows, version });
  const captionId = useId();
  if (rows.isPending) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t`Loading rows`}>
        <Skeletons count={3} h={32} />
      </Stack>
    );
  }
  if (rows.isError) return <ErrorAlert error={rows.error} />;
  if (rows.data.total === 0) return null;
  const more = (rows.data.total - rows.data.rows.length).toLocaleString();
  const hasMore = rows.data.total > rows.data.rows.length;
  const empty = (
    <Text c="dimmed">
      <Trans>(empty)</Trans>
    </Text>
  );
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" id={captionId}>
        {caption}
      </Text>
      <Card withBorder radius="md" padding={0}>
        {/* On a phone the table scrolls sideways: the scrolling box takes the focus (arrow
            keys scroll it), as the table has nothing focusable of its own. */}
        <Table.ScrollContainer
          minWidth={640}
          type="native"
          tabIndex={0}
          role="region"
          aria-labelledby={captionId}
          className="mantine-focus-auto"
        >
          <Table verticalSpacing="sm" striped aria-describedby={captionId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>
                  <Trans>Row</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Team name</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Owner email</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Why</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.data.rows.map((row) => (
                <Table.Tr key={row.rowNumber}>
                  <Table.Td>{row.rowNumber}</Table.Td>
                  <Table.Td>{row.teamName || empty}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'break-word' }}>
                    {row.ownerEmail || empty}
                  </Table.Td>
                  <Table.Td>
                    {row.problems.length === 1 ? (
                      row.problems[0]
                    ) : (
                      <List size="sm" spacing={2}>
                        {row.problems.map((problem) => (
                          <List.Item key={problem}>{problem}</List.Item>
                        ))}
                      </List>
                    )}
                    {row.check?.rollback ? (
                      <Text size="xs" c="dimmed">
                        {row.check.rollbackMessage}
                      </Text>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      {hasMore ? (
        <Text size="sm" c="dimmed">
          <Trans>And {more} more: download the report to see them all.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
