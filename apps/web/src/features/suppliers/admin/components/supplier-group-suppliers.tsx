import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { RecordLink } from '../../../../components/list-page.tsx';
import { OrderButtons } from '../../../../components/order-buttons.tsx';
import { initialsOf } from '../../components/supplier-logo.tsx';
import { useSupplierChoices } from '../api/suppliers-api.ts';
import { supplierPaths } from '../paths.ts';

interface SupplierGroupSuppliersProps {
  supplierIds: string[];
  onChange: (supplierIds: string[]) => void;
  error: string | undefined;
  disabled: boolean;
}

/**
 * A group's suppliers in order: each moved up or down or removed (the supplier stays), and
 * more added from the event's active suppliers.
 */
export function SupplierGroupSuppliers({
  supplierIds,
  onChange,
  error,
  disabled,
}: SupplierGroupSuppliersProps) {
  const { t } = useLingui();
  const headingId = useId();
  const choices = useSupplierChoices();
  const byId = new Map((choices.data?.items ?? []).map((s) => [s.id, s]));
  const move = (from: number, to: number) => {
    const next = [...supplierIds];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  const addable = (choices.data?.items ?? [])
    .filter((s) => !supplierIds.includes(s.id))
    .map((s) => ({ value: s.id, label: s.company }));

  return (
    <Stack gap="xs">
      <Text id={headingId} size="sm" fw={500}>
        <Trans>Suppliers, in the order teams see them (featured ones first)</Trans>
      </Text>
      {supplierIds.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No suppliers in this group yet.</Trans>
        </Text>
      ) : (
        <Stack
          component="ol"
          gap={6}
          m={0}
          p={0}
          aria-labelledby={headingId}
          style={{ listStyle: 'none' }}
        >
          {supplierIds.map((id, index) => {
            const supplier = byId.get(id);
            const name =
              supplier?.company ?? (choices.isPending ? t`Loading…` : t`An archived supplier`);
            return (
              <Paper component="li" key={id} withBorder radius="md" p="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Avatar src={supplier?.logo || null} alt="" radius="sm" size={28} color="gray">
                      {initialsOf(name)}
                    </Avatar>
                    {supplier ? (
                      <RecordLink to={supplierPaths.record(id)}>{name}</RecordLink>
                    ) : (
                      <Text size="sm">{name}</Text>
                    )}
                  </Group>
                  <Group gap={4} wrap="nowrap">
                    <OrderButtons
                      name={name}
                      isFirst={index === 0}
                      isLast={index === supplierIds.length - 1}
                      disabled={disabled}
                      onMove={(by) => move(index, index + by)}
                      remove={{
                        label: t`Remove ${name} from the group`,
                        onClick: () => onChange(supplierIds.filter((other) => other !== id)),
                      }}
                    />
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      <Select
        label={t`Add a supplier`}
        placeholder={choices.isPending ? t`Loading suppliers…` : t`Search suppliers`}
        data={addable}
        value={null}
        onChange={(id) => id && onChange([...supplierIds, id])}
        searchable
        nothingFoundMessage={t`No other suppliers found`}
        error={error ?? (choices.isError ? t`The suppliers could not be loaded` : undefined)}
        disabled={disabled}
        maw={420}
      />
    </Stack>
  );
}
