import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import type { z } from 'zod';
import { PageHeader } from '../../../../components/page-header.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import {
  apiFieldErrors,
  errorMessage,
  type FieldErrors,
  zodFieldErrors,
} from '../../../../lib/field-errors.ts';
import { type SettingsKind, useSaveSettings, useSettings } from '../api/settings-api.ts';

export interface SettingsFields<T> {
  values: T;
  set: <K extends keyof T>(key: K, value: T[K]) => void;
  errors: FieldErrors;
  /** Value, change handler and error of a text field, to spread on a TextInput or Textarea. */
  text: (key: TextKeys<T>) => {
    value: string;
    onChange: (event: { currentTarget: { value: string } }) => void;
    error: string | undefined;
  };
  /** Value, change handler and error of a day (ISO), to spread on a DateInput. */
  day: (key: TextKeys<T>) => {
    value: string;
    onChange: (value: string) => void;
    error: string | undefined;
  };
}

type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

interface SettingsFormProps<T> {
  kind: SettingsKind;
  title: string;
  description?: string;
  schema: z.ZodType<T>;
  /** Applied to the values before they are checked and saved (e.g. derived fields). */
  prepare?: (values: T) => T;
  /** One of several forms on a page: a section heading instead of the page title. */
  isSection?: boolean;
  /** Links beside the title (the document's translations). */
  actions?: ReactNode;
  children: (fields: SettingsFields<T>) => ReactNode;
}

/**
 * One settings document as a form: loads it (skeleton meanwhile), checks it with the shared
 * schema, saves it whole and shows the spec's success text.
 */
export function SettingsForm<T>({
  kind,
  title,
  description,
  schema,
  prepare,
  isSection = false,
  actions,
  children,
}: SettingsFormProps<T>) {
  const { t } = useLingui();
  const query = useSettings<T>(kind);
  const save = useSaveSettings<T>(kind);
  const [values, setValues] = useState<T | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    if (query.data && values === null) setValues(query.data);
  }, [query.data, values]);

  const set = <K extends keyof T>(key: K, value: T[K]) =>
    setValues((current) => ({ ...(current as T), [key]: value }));

  const fieldsOf = (current: T): SettingsFields<T> => ({
    values: current,
    errors,
    set,
    text: (key) => ({
      value: current[key] as string,
      onChange: (event) => set(key, event.currentTarget.value as T[typeof key]),
      error: errors[key],
    }),
    day: (key) => ({
      value: current[key] as string,
      onChange: (value) => set(key, value as T[typeof key]),
      error: errors[key],
    }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    const parsed = schema.safeParse(prepare ? prepare(values) : values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      feedback('error', t`Check the highlighted fields`);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setValues(saved);
        feedback('success');
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        feedback('error', errorMessage(error));
      },
    });
  };

  return (
    <>
      {isSection ? (
        <Group justify="space-between" align="flex-start" gap="sm" mb="md">
          <Stack gap={4}>
            <Title order={2} fz="lg">
              {title}
            </Title>
            {description ? <Text c="dimmed">{description}</Text> : null}
          </Stack>
          {actions}
        </Group>
      ) : (
        <PageHeader title={title} description={description} actions={actions} />
      )}
      {query.isError ? (
        <Alert color="red" role="alert" icon={<IconAlertCircle size={18} />}>
          {errorMessage(query.error)}
        </Alert>
      ) : values === null ? (
        <Stack gap="md" maw={720} role="status" aria-busy="true" aria-label={t`Loading`}>
          <Skeleton h={56} />
          <Skeleton h={56} />
          <Skeleton h={56} />
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Card withBorder radius="md" padding="lg" maw={720}>
            <Stack gap="md">
              {children(fieldsOf(values))}
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending}>
                  <Trans>Save changes</Trans>
                </Button>
              </Group>
            </Stack>
          </Card>
        </form>
      )}
    </>
  );
}
