import { t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { customFieldTypeLabels } from '@showdesk/domain/people/custom-fields';
import {
  customFieldTarget,
  type ImportMapping,
  importTargets,
  type TeamImport,
} from '@showdesk/domain/people/team-import';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { apiFieldErrors } from '../../../../lib/field-errors.ts';
import { useCheckImport, useImportCustomFields } from '../api/team-import-api.ts';

interface Target {
  key: string;
  label: string;
  required: boolean;
  hint?: string;
}

/** The fields' hints, in the language spoken now. */
const hintsOf = (): Partial<Record<string, string>> => ({
  ownerFirstName: t`Needed for owners without an account`,
  ownerSurname: t`Needed for owners without an account`,
  teamType: t`The name of an existing team type`,
  isOrganiser: t`yes or no`,
});

interface ImportMappingStepProps {
  current: TeamImport;
  onChecked: () => void;
  onStartAgain: () => void;
}

/**
 * Step 2: which column feeds each team field (guessed from the column names at first), with
 * the first row's value beside each choice; then every row is checked.
 */
export function ImportMappingStep({ current, onChecked, onStartAgain }: ImportMappingStepProps) {
  const { t } = useLingui();
  const hints = hintsOf();
  const fields = useImportCustomFields();
  const check = useCheckImport();
  const [mapping, setMapping] = useState<ImportMapping>(() =>
    Object.keys(current.mapping).length > 0 ? current.mapping : current.suggestedMapping,
  );
  const [missing, setMissing] = useState<string[]>([]);

  const targets: Target[] = [
    ...importTargets.map((target) => ({ ...target, hint: hints[target.key] })),
    ...(fields.data?.customFields ?? []).map((f) => {
      const type = customFieldTypeLabels[f.type];
      return {
        key: customFieldTarget(f.id),
        label: f.label,
        required: false,
        hint:
          f.type === 'checkbox' ? t`Custom field · ${type} (yes or no)` : t`Custom field · ${type}`,
      };
    }),
  ];
  const columnOptions = current.columns.map((name, index) => ({
    value: String(index),
    label: name,
  }));
  const firstRow = current.sample[0] ?? [];
  const serverErrors = apiFieldErrors(check.error);
  const fileName = current.fileName;
  const totalRows = current.totalRows;
  const columnCount = current.columns.length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const absent = targets.filter((target) => target.required && mapping[target.key] === undefined);
    setMissing(absent.map((target) => target.key));
    if (absent.length > 0) return;
    check.mutate({ importId: current.id, mapping }, { onSuccess: onChecked });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={900}>
        <Text>
          <Trans>
            <b>{fileName}</b> has <Plural value={totalRows} one="# row" other="# rows" /> and{' '}
            {columnCount} columns. Choose the column for each field; fields left on "Don't import"
            keep their current value.
          </Trans>
        </Text>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              <Trans>Columns</Trans>
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
              {targets.map((target) => {
                const column = mapping[target.key];
                const example = column === undefined ? null : firstRow[column];
                const label = target.label;
                const shownExample = example || t`(empty)`;
                const error =
                  serverErrors[`mapping.${target.key}`] ??
                  (missing.includes(target.key) ? t`Choose the column of ${label}` : undefined);
                return (
                  <Select
                    key={target.key}
                    label={target.label}
                    withAsterisk={target.required}
                    description={
                      example !== null && example !== undefined
                        ? t`First row: ${shownExample}`
                        : target.hint
                    }
                    placeholder={t`Don't import`}
                    data={columnOptions}
                    value={column === undefined ? null : String(column)}
                    onChange={(value) => {
                      const next = { ...mapping };
                      if (value === null) delete next[target.key];
                      else next[target.key] = Number(value);
                      setMapping(next);
                    }}
                    clearable={!target.required}
                    searchable
                    error={error}
                    disabled={check.isPending}
                  />
                );
              })}
            </SimpleGrid>
          </Stack>
        </Card>
        {check.isError && Object.keys(serverErrors).length === 0 ? (
          <ErrorAlert error={check.error} />
        ) : null}
        <Group justify="space-between">
          <Button variant="default" onClick={onStartAgain} disabled={check.isPending}>
            <Trans>Upload another file</Trans>
          </Button>
          <Button type="submit" loading={check.isPending}>
            <Plural value={totalRows} one="Check # row" other="Check # rows" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
