import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { CustomField } from '@showdesk/domain/people/custom-fields';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { Skeletons } from '../../../../components/skeletons.tsx';
import { SortableList } from '../../../../components/sortable-list.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { useCustomFieldsInOrder, useReorderCustomFields } from '../api/custom-fields-api.ts';
import { CustomFieldsEmptyState } from './custom-fields-empty-state.tsx';
import { SortableFieldRow } from './sortable-field-row.tsx';

/** /admin/custom-fields/reorder (admin): drag the fields into the order teams see them in. */
export function CustomFieldReorderPage() {
  const { t } = useLingui();
  const query = useCustomFieldsInOrder();
  // A new key starts the arrangement again from the saved order (after a refused save).
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title={t`Reorder custom fields`}
        description={t`Team pages show the custom fields in this order.`}
      />
      {query.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t`Loading`}>
          <Skeletons count={5} h={50} maw={720} />
        </Stack>
      ) : query.isError ? (
        <ErrorAlert error={query.error} />
      ) : query.data.customFields.length === 0 ? (
        <CustomFieldsEmptyState />
      ) : (
        <Stack gap="md" maw={720}>
          {notice ? (
            <Alert color="red" role="alert">
              {notice}
            </Alert>
          ) : null}
          <ReorderList
            key={attempt}
            fields={query.data.customFields}
            onStale={async () => {
              await query.refetch();
              setAttempt((n) => n + 1);
              setNotice(
                t`Custom fields were added or deleted while you arranged them. Here is the list as it is now: arrange it again.`,
              );
            }}
          />
        </Stack>
      )}
    </>
  );
}

interface ReorderListProps {
  fields: CustomField[];
  /** The save was refused because fields were added or deleted meanwhile. */
  onStale: () => Promise<void>;
}

function ReorderList({ fields, onStale }: ReorderListProps) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const save = useReorderCustomFields();
  const [order, setOrder] = useState(() => [...fields].sort((a, b) => a.index - b.index));
  const [initialIds] = useState(() => order.map((field) => field.id));
  const isChanged = order.some((field, position) => field.id !== initialIds[position]);

  const labelOf = (id: string | number) => order.find((f) => f.id === id)?.label ?? t`field`;

  const submit = () =>
    save.mutate(
      { ids: order.map((field) => field.id) },
      {
        onSuccess: () => {
          feedback('success', t`The new order of the custom fields is saved`);
          navigate('/admin/custom-fields');
        },
        // A 400 means the ids no longer match the event's fields.
        onError: (error) =>
          isApiError(error, 400) ? onStale() : feedback('error', errorMessage(error)),
      },
    );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        <Trans>
          Drag a field by its handle, or focus a handle and press space, move it with the arrow keys
          and press space again to drop it. Nothing changes until you save.
        </Trans>
      </Text>
      <SortableList
        items={order}
        idOf={(f) => f.id}
        nameOf={labelOf}
        onReorder={setOrder}
        gap="xs"
        label={t`Custom fields in order`}
      >
        {(field, index) => <SortableFieldRow key={field.id} field={field} position={index + 1} />}
      </SortableList>
      <Group justify="flex-end">
        <Button component={Link} to="/admin/custom-fields" variant="default">
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={!isChanged}>
          <Trans>Save order</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
