import { Alert, List, Loader, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { SectionCard } from '../../../../components/records/section-card.tsx';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { formatDay } from '../../../../lib/format.ts';
import { useRetentionPreview } from '../api/retention-api.ts';

const countLabels: [string, string][] = [
  ['people', 'people leave the event'],
  ['accounts', 'accounts are erased (in no other event)'],
  ['submissions', 'submissions anonymised'],
  ['comments', 'comments anonymised'],
  ['replies', 'replies anonymised'],
  ['files', 'uploaded files deleted'],
  ['emails', 'emails to them deleted'],
];

/**
 * The event settings page's preview of the retention run: when it falls due, what it would
 * take, and the members by name. Organisers (admin and above) are kept.
 */
export function RetentionPreviewSection() {
  const preview = useRetentionPreview();
  const data = preview.data;
  return (
    <SectionCard id="retention-title" title="Personal data retention">
      {preview.isPending ? (
        <Loader size="sm" aria-label="Loading the retention preview" />
      ) : preview.isError || !data ? (
        <Alert color="red" role="alert">
          {errorMessage(preview.error ?? new Error('No preview'))}
        </Alert>
      ) : data.dueOn === null ? (
        <Text size="sm">
          Members’ personal data is kept. Set “Keep personal data (days)” above to have it
          anonymised a number of days after the event ends.
        </Text>
      ) : (
        <>
          <Text size="sm">
            {data.isDue
              ? `The retention period has run out: the next daily run (03:00 UTC) anonymises the people below.`
              : `From ${formatDay(data.dueOn)} (${data.retentionDays} days after the end date, ${formatDay(data.endDate)}) the daily run anonymises the people below.`}{' '}
            Their submissions and comments stay, shown as “Erased person”; organisers keep their
            place.
          </Text>
          <List size="sm" aria-label="What would go">
            {countLabels.map(([key, label]) => (
              <List.Item key={key}>
                {data.counts[key] ?? 0} {label}
              </List.Item>
            ))}
          </List>
          {data.people.length === 0 ? (
            <Alert icon={<IconInfoCircle size={16} aria-hidden />} color="gray">
              No member’s data would go.
            </Alert>
          ) : (
            <Table.ScrollContainer minWidth={420}>
              <Table striped aria-label="People whose data would go">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Account</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.people.map((person) => (
                    <Table.Tr key={person.id}>
                      <Table.Td>{person.name}</Table.Td>
                      <Table.Td>{person.email}</Table.Td>
                      <Table.Td>{person.accountErased ? 'Erased' : 'Kept (other events)'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </SectionCard>
  );
}
