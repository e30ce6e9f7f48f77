import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { MemberSupplier } from '@showdesk/domain/suppliers/suppliers';
import { IconBuildingStore, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTerminology } from '../../../lib/domain-word.ts';
import { errorMessage } from '../../../lib/field-errors.ts';
import { useMemberSuppliers } from '../api/member-suppliers-api.ts';
import { memberSupplierPaths } from '../paths.ts';
import { SupplierLogo } from './supplier-logo.tsx';

/** A short plain-text line of a rich-text description. */
const summaryOf = (html: string) => {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.length > 140 ? `${text.slice(0, 140).trimEnd()}…` : text;
};

/**
 * /suppliers: the suppliers the member's team type may see, under their groups' headings
 * (featured first), the rest under 'Other suppliers'; searched by company and description.
 */
export function MemberSuppliersPage() {
  const terminology = useTerminology();
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const suppliers = useMemberSuppliers(q);
  const groups = suppliers.data?.groups ?? [];
  const searched = q.trim();

  return (
    <Stack gap="lg">
      <PageHeader
        title={terminology.suppliers}
        description={t`Companies the organisers recommend, with who to contact.`}
      />
      <TextInput
        label={t`Search suppliers`}
        placeholder={t`Company or what they offer`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />
      {suppliers.isPending ? (
        <SimpleGrid type="container" cols={{ base: 1, '520px': 2, '860px': 3 }} aria-hidden>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={120} radius="md" />
          ))}
        </SimpleGrid>
      ) : suppliers.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(suppliers.error)}
        </Alert>
      ) : groups.length === 0 ? (
        searched ? (
          <Text c="dimmed" role="status">
            <Trans>No suppliers match “{searched}”.</Trans>
          </Text>
        ) : (
          <EmptyState icon={<IconBuildingStore size={34} />} title={t`No suppliers yet`}>
            <Trans>Suppliers the organisers recommend to your team will appear here.</Trans>
          </EmptyState>
        )
      ) : (
        groups.map((group) => (
          <Stack
            key={group.id ?? 'other'}
            gap="sm"
            component="section"
            aria-label={group.id === null ? t`Other suppliers` : group.title}
          >
            <Title order={2} fz="lg">
              {group.id === null ? t`Other suppliers` : group.title}
            </Title>
            <SimpleGrid type="container" cols={{ base: 1, '520px': 2, '860px': 3 }}>
              {group.suppliers.map((supplier) => (
                <SupplierCard key={supplier.id} supplier={supplier} />
              ))}
            </SimpleGrid>
          </Stack>
        ))
      )}
    </Stack>
  );
}

function SupplierCard({ supplier }: { supplier: MemberSupplier }) {
  const summary = summaryOf(supplier.description);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component={Link}
      to={memberSupplierPaths.record(supplier.id)}
      h="100%"
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <SupplierLogo logo={supplier.logo} company={supplier.company} size={56} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} style={{ wordBreak: 'break-word' }}>
              {supplier.company}
            </Text>
            {supplier.isFeatured ? (
              <Badge size="sm" variant="light">
                <Trans>Featured</Trans>
              </Badge>
            ) : null}
          </Group>
          {summary ? (
            <Text size="sm" c="dimmed" lineClamp={3}>
              {summary}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
