import {
  Badge,
  Button,
  Code,
  Group,
  List,
  Menu,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type PlatformPerson,
  personalDataMessages,
  platformPersonSorts,
  type Removal,
} from '@showdesk/domain/people/personal-data';
import { IconArrowLeft, IconTrash, IconUsers } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import type { TableColumn } from '../../../components/data-table/data-table.tsx';
import { actionsColumn } from '../../../components/data-table/row-menu.tsx';
import { HeaderLink, PagedListPage } from '../../../components/list-page.tsx';
import { errorMessage } from '../../../lib/field-errors.ts';
import { useErasePerson, usePlatformPeoplePage } from '../api/people-api.ts';
import { platformPaths } from '../paths.ts';

const nameOf = (person: PlatformPerson) =>
  `${person.firstName} ${person.surname}`.trim() || person.email;

/** What an erasure's counts mean, in the order shown. */
const countLabels: Record<string, string> = {
  accounts: 'account',
  memberships: 'memberships',
  submissions: 'submissions anonymised',
  comments: 'comments anonymised',
  replies: 'replies anonymised',
  files: 'files deleted',
  emails: 'emails deleted',
  teamsUnowned: 'teams left without an owner',
};

/**
 * /admin/platform/people: everyone with an account, to find a person and erase them (their
 * account, profile and memberships deleted; their submissions and comments kept, anonymised;
 * their files and the emails to them deleted). Confirmed twice: their email typed again, then a
 * last confirmation; the answer's reference is shown to quote.
 */
export function PlatformPeoplePage() {
  const [erasing, setErasing] = useState<PlatformPerson | null>(null);
  const columns: TableColumn<PlatformPerson>[] = [
    {
      id: 'firstName',
      header: 'First name',
      sortKey: 'firstName',
      phone: 'title',
      cell: (p) => p.firstName,
    },
    { id: 'surname', header: 'Surname', sortKey: 'surname', cell: (p) => p.surname },
    { id: 'email', header: 'Email', sortKey: 'email', cell: (p) => p.email },
    {
      id: 'events',
      header: 'Events',
      cell: (p) => (
        <Group gap="xs">
          <Text size="sm">{p.eventCount}</Text>
          {p.isPlatformAdmin ? (
            <Badge variant="light" size="sm">
              Platform admin
            </Badge>
          ) : null}
        </Group>
      ),
    },
    actionsColumn<PlatformPerson>({
      nameOf,
      items: (person) => (
        <Menu.Item
          c="red.9"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setErasing(person)}
        >
          Erase person…
        </Menu.Item>
      ),
    }),
  ];

  return (
    <PagedListPage
      noun={{ one: 'person', many: 'people' }}
      title="People"
      description="Everyone with an account on this installation. Erase a person on their request: their account goes, what they wrote stays without their name."
      actions={
        <HeaderLink to={platformPaths.list} back icon={IconArrowLeft}>
          Back to events
        </HeaderLink>
      }
      search="Search by name or email"
      source={{
        sorts: platformPersonSorts,
        defaultSort: 'surname',
        usePage: usePlatformPeoplePage,
      }}
      empty={{ icon: <IconUsers size={34} />, children: 'Nobody matches.' }}
      columns={columns}
      rowName={nameOf}
      tableId="platform-people"
      tableLabel="People"
    >
      <EraseDialog person={erasing} onClose={() => setErasing(null)} />
    </PagedListPage>
  );
}

/** Step one: type their email; step two: the last word; then the reference to quote. */
function EraseDialog({ person, onClose }: { person: PlatformPerson | null; onClose: () => void }) {
  const erase = useErasePerson();
  const [typed, setTyped] = useState('');
  const [step, setStep] = useState<'type' | 'confirm'>('type');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<Removal | null>(null);
  const close = () => {
    setTyped('');
    setStep('type');
    setError(undefined);
    setDone(null);
    erase.reset();
    onClose();
  };
  const matches = person !== null && typed.trim().toLowerCase() === person.email.toLowerCase();
  const next = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return setError(personalDataMessages.confirmEmailMismatch);
    setError(undefined);
    setStep('confirm');
  };
  const confirm = () => {
    if (!person) return;
    erase.mutate(
      { userId: person.id, confirmEmail: typed },
      { onSuccess: setDone, onError: (failure) => setError(errorMessage(failure)) },
    );
  };
  const name = person ? nameOf(person) : '';
  return (
    <Modal
      opened={person !== null}
      onClose={close}
      title={done ? 'Person erased' : `Erase ${name}?`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {done ? (
        <Stack gap="sm">
          <Text size="sm">
            Their personal data is gone. Quote this reference if you are asked about it:
          </Text>
          <Code fz="md" data-testid="erasure-reference">
            {done.reference}
          </Code>
          <List size="sm">
            {Object.entries(done.counts)
              .filter(([, count]) => count > 0)
              .map(([key, count]) => (
                <List.Item key={key}>
                  {count} {countLabels[key] ?? key}
                </List.Item>
              ))}
          </List>
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : step === 'type' ? (
        <form onSubmit={next} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              This deletes their account, profile and memberships of every event, the files they
              uploaded and the emails sent to them. Their submissions and comments stay, shown as
              “Erased person”. It cannot be undone.
            </Text>
            <TextInput
              label={`Type ${person?.email ?? 'their email'} to confirm`}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              error={error}
              autoComplete="off"
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="red" disabled={!matches}>
                Continue
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            Last check: erase {name} ({person?.email}) for good?
          </Text>
          {error ? (
            <Text size="sm" c="red.9" role="alert">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus>
              Cancel
            </Button>
            <Button color="red" onClick={confirm} loading={erase.isPending}>
              Erase for good
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
