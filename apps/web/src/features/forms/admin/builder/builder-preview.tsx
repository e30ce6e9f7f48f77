import { Trans } from '@lingui/react/macro';
import { Alert, Stack, Text, Title } from '@mantine/core';
import type { FieldGroupDetail } from '@showdesk/domain/forms/field-groups';
import { IconEye } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../../../lib/session.ts';
import { FormRenderer } from '../../fill/form-renderer.tsx';
import { fieldGroupQuery } from '../api/field-groups-api.ts';
import type { BuilderDraft } from './builder-state.ts';

interface BuilderPreviewProps {
  title: string;
  description: string;
  draft: BuilderDraft;
  /** The groups the saved form places; groups chosen since are fetched. */
  fieldGroups: readonly FieldGroupDetail[];
  currencyId: string;
}

/**
 * The form as a member sees it, from the builder's unsaved state: answers may be tried out
 * (logic shows and hides fields, totals add up) and are never sent; uploads are off.
 */
export function BuilderPreview({ draft, fieldGroups, ...props }: BuilderPreviewProps) {
  const { event } = useSession();
  const [values, setValues] = useState<Record<string, unknown>>({});
  const known = new Set(fieldGroups.map((g) => g.id));
  const missing = [
    ...new Set(
      draft.fields.flatMap((f) =>
        f.type === 'template' && !known.has(f.fieldGroupId) ? [f.fieldGroupId] : [],
      ),
    ),
  ];
  const fetched = useQueries({
    queries: missing.map((id) => fieldGroupQuery(event.id, id)),
  });
  const groups = [...fieldGroups, ...fetched.flatMap((q) => (q.data ? [q.data] : []))];
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" icon={<IconEye size={18} aria-hidden />}>
        <Trans>A preview of the unsaved form: try answers out, nothing is sent.</Trans>
      </Alert>
      <Stack gap={4}>
        <Title order={2} fz="xl">
          {props.title}
        </Title>
        {props.description ? <Text c="dimmed">{props.description}</Text> : null}
      </Stack>
      {draft.fields.length === 0 ? (
        <Text c="dimmed">
          <Trans>Add fields to see them here.</Trans>
        </Text>
      ) : (
        <FormRenderer
          bundle={{
            form: {
              fieldIds: draft.fields.map((f) => f.id),
              logicMap: draft.logicMap,
              fields: draft.fields,
            },
            fieldGroups: groups,
          }}
          currencyId={props.currencyId}
          values={values}
          onChange={setValues}
        />
      )}
    </Stack>
  );
}
