import { plural, t as tNow } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, List, Loader, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { SectionCard } from '../../../../components/records/section-card.tsx';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { formatDay } from '../../../../lib/format.ts';
import { anonymisedCountLabel } from '../../personal-data-counts.ts';
import { useRetentionPreview } from '../api/retention-api.ts';

const countKeys = [
  'people',
  'accounts',
  'submissions',
  'comments',
  'replies',
  'files',
  'emails',
] as const;

/** What the run would take of one kind, with its count ("3 comments anonymised"). */
function countLabel(key: string, count: number): string {
  const anonymised = anonymisedCountLabel(key, count);
  if (anonymised !== null) return anonymised;
  switch (key) {
    case 'people':
      return tNow({
        message: plural(count, {
          one: '# people leave the event',
          other: '# people leave the event',
        }),
      });
    case 'accounts':
      return tNow({
        message: plural(count, {
          one: '# accounts are erased (in no other event)',
          other: '# accounts are erased (in no other event)',
        }),
      });
    case 'files':
      return tNow({
        message: plural(count, {
          one: '# uploaded files deleted',
          other: '# uploaded files deleted',
        }),
      });
    default:
      return tNow({
        message: plural(count, {
          one: '# emails to them deleted',
          other: '# emails to them deleted',
        }),
      });
  }
}

/**
 * The event settings page's preview of the retention run: when it falls due, what it would
 * take, and the members by name. Organisers (admin and above) are kept.
 */
export function RetentionPreviewSection() {
  const preview = useRetentionPreview();
  const data = preview.data;
  const { t } = useLingui();
  // The run's dates and period, named for the messages below.
  const dueOn = data?.dueOn ? formatDay(data.dueOn) : '';
  const endDate = data ? formatDay(data.endDate) : '';
  const retentionDays = data?.retentionDays;
  return (
    <SectionCard id="retention-title" title={t`Personal data retention`}>
      {preview.isPending ? (
        <Loader size="sm" aria-label={t`Loading the retention preview`} />
      ) : preview.isError || !data ? (
        <Alert color="red" role="alert">
          {errorMessage(preview.error ?? new Error(t`No preview`))}
        </Alert>
      ) : data.dueOn === null ? (
        <Text size="sm">
          <Trans>
            Members’ personal data is kept. Set “Keep personal data (days)” above to have it
            anonymised a number of days after the event ends.
          </Trans>
        </Text>
      ) : (
        <>
          <Text size="sm">
            {data.isDue
              ? t`The retention period has run out: the next daily run (03:00 UTC) anonymises the people below.`
              : t`From ${dueOn} (${retentionDays} days after the end date, ${endDate}) the daily run anonymises the people below.`}{' '}
            <Trans>
              Their submissions and comments stay, shown as “Erased person”; organisers keep their
              place.
            </Trans>
          </Text>
          <List size="sm" aria-label={t`What would go`}>
            {countKeys.map((key) => (
              <List.Item key={key}>{countLabel(key, data.counts[key] ?? 0)}</List.Item>
            ))}
          </List>
          {data.people.length === 0 ? (
            <Alert icon={<IconInfoCircle size={16} aria-hidden />} color="gray">
              <Trans>No member’s data would go.</Trans>
            </Alert>
          ) : (
            <Table.ScrollContainer minWidth={420}>
              <Table striped aria-label={t`People whose data would go`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Trans>Name</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Email</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Account</Trans>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.people.map((person) => (
                    <Table.Tr key={person.id}>
                      <Table.Td>{person.name}</Table.Td>
                      <Table.Td>{person.email}</Table.Td>
                      <Table.Td>
                        {person.accountErased ? t`Erased` : t`Kept (other events)`}
                      </Table.Td>
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
