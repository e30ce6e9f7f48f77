import { plural, t as tNow } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { said } from '../../../i18n/i18n.ts';
import { errorMessage } from '../../../lib/field-errors.ts';
import { useErasePerson, usePlatformPeoplePage } from '../api/people-api.ts';
import { platformPaths } from '../paths.ts';
import { anonymisedCountLabel } from '../personal-data-counts.ts';

const nameOf = (person: PlatformPerson) =>
  `${person.firstName} ${person.surname}`.trim() || person.email;

/** What an erasure's counts mean, in the order shown. */
function countLabel(key: string, count: number): string {
  const anonymised = anonymisedCountLabel(key, count);
  if (anonymised !== null) return anonymised;
  switch (key) {
    case 'accounts':
      return tNow({ message: plural(count, { one: '# account', other: '# account' }) });
    case 'memberships':
      return tNow({ message: plural(count, { one: '# memberships', other: '# memberships' }) });
    case 'files':
      return tNow({ message: plural(count, { one: '# files deleted', other: '# files deleted' }) });
    case 'emails':
      return tNow({
        message: plural(count, { one: '# emails deleted', other: '# emails deleted' }),
      });
    case 'teamsUnowned':
      return tNow({
        message: plural(count, {
          one: '# teams left without an owner',
          other: '# teams left without an owner',
        }),
      });
    default:
      return `${count} ${key}`;
  }
}

/**
 * /admin/platform/people: everyone with an account, to find a person and erase them (their
 * account, profile and memberships deleted; their submissions and comments kept, anonymised;
 * their files and the emails to them deleted). Confirmed twice: their email typed again, then a
 * last confirmation; the answer's reference is shown to quote.
 */
export function PlatformPeoplePage() {
  const { t } = useLingui();
  const [erasing, setErasing] = useState<PlatformPerson | null>(null);
  const columns: TableColumn<PlatformPerson>[] = [
    {
      id: 'firstName',
      header: t`First name`,
      sortKey: 'firstName',
      phone: 'title',
      cell: (p) => p.firstName,
    },
    { id: 'surname', header: t`Surname`, sortKey: 'surname', cell: (p) => p.surname },
    { id: 'email', header: t`Email`, sortKey: 'email', cell: (p) => p.email },
    {
      id: 'events',
      header: t`Events`,
      cell: (p) => (
        <Group gap="xs">
          <Text size="sm">{p.eventCount}</Text>
          {p.isPlatformAdmin ? (
            <Badge variant="light" size="sm">
              <Trans>Platform admin</Trans>
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
          <Trans>Erase person…</Trans>
        </Menu.Item>
      ),
    }),
  ];

  return (
    <PagedListPage
      noun={{ one: t`person`, many: t`people` }}
      title={t`People`}
      description={t`Everyone with an account on this installation. Erase a person on their request: their account goes, what they wrote stays without their name.`}
      actions={
        <HeaderLink to={platformPaths.list} back icon={IconArrowLeft}>
          <Trans>Back to events</Trans>
        </HeaderLink>
      }
      search={t`Search by name or email`}
      source={{
        sorts: platformPersonSorts,
        defaultSort: 'surname',
        usePage: usePlatformPeoplePage,
      }}
      empty={{ icon: <IconUsers size={34} />, children: t`Nobody matches.` }}
      columns={columns}
      rowName={nameOf}
      tableId="platform-people"
      tableLabel={t`People`}
    >
      <EraseDialog person={erasing} onClose={() => setErasing(null)} />
    </PagedListPage>
  );
}

/** Step one: type their email; step two: the last word; then the reference to quote. */
function EraseDialog({ person, onClose }: { person: PlatformPerson | null; onClose: () => void }) {
  const { t } = useLingui();
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
    if (!matches) return setError(said(personalDataMessages.confirmEmailMismatch));
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
  const email = person?.email;
  const typeToConfirm = person ? t`Type ${email} to confirm` : t`Type their email to confirm`;
  return (
    <Modal
      opened={person !== null}
      onClose={close}
      title={done ? t`Person erased` : t`Erase ${name}?`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {done ? (
        <Stack gap="sm">
          <Text size="sm">
            <Trans>
              Their personal data is gone. Quote this reference if you are asked about it:
            </Trans>
          </Text>
          <Code fz="md" data-testid="erasure-reference">
            {done.reference}
          </Code>
          <List size="sm">
            {Object.entries(done.counts)
              .filter(([, count]) => count > 0)
              .map(([key, count]) => (
                <List.Item key={key}>{countLabel(key, count)}</List.Item>
              ))}
          </List>
          <Group justify="flex-end">
            <Button onClick={close}>
              <Trans>Done</Trans>
            </Button>
          </Group>
        </Stack>
      ) : step === 'type' ? (
        <form onSubmit={next} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              <Trans>
                This deletes their account, profile and memberships of every event, the files they
                uploaded and the emails sent to them. Their submissions and comments stay, shown as
                “Erased person”. It cannot be undone.
              </Trans>
            </Text>
            <TextInput
              label={typeToConfirm}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              error={error}
              autoComplete="off"
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" color="red" disabled={!matches}>
                <Trans>Continue</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            <Trans>
              Last check: erase {name} ({email}) for good?
            </Trans>
          </Text>
          {error ? (
            <Text size="sm" c="red.9" role="alert">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red" onClick={confirm} loading={erase.isPending}>
              <Trans>Erase for good</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
