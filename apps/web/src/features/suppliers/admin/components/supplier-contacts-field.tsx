import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { SupplierContact } from '@showdesk/domain/suppliers/suppliers';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { FieldErrors } from '../../../../lib/field-errors.ts';

export const emptyContact: SupplierContact = {
  firstName: '',
  surname: '',
  phone: '',
  email: '',
  jobTitle: '',
};

interface SupplierContactsFieldProps {
  contacts: SupplierContact[];
  onChange: (contacts: SupplierContact[]) => void;
  /** The form's field errors ('contacts.1.email': that contact's email). */
  errors: FieldErrors;
  disabled: boolean;
}

/** The people to contact at a supplier: a row each, added and removed. */
export function SupplierContactsField({
  contacts,
  onChange,
  errors,
  disabled,
}: SupplierContactsFieldProps) {
  const { t } = useLingui();
  const parts: { key: keyof SupplierContact; label: string; type?: string }[] = [
    { key: 'firstName', label: t`First name` },
    { key: 'surname', label: t`Surname` },
    { key: 'jobTitle', label: t`Job title` },
    { key: 'email', label: t`Email`, type: 'email' },
    { key: 'phone', label: t`Phone`, type: 'tel' },
  ];
  const setPart = (index: number, key: keyof SupplierContact, value: string) =>
    onChange(contacts.map((c, i) => (i === index ? { ...c, [key]: value } : c)));
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" size="sm" fw={500}>
        <Trans>Contacts</Trans>
      </Text>
      {contacts.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No contacts yet. Add the people teams should call or email.</Trans>
        </Text>
      ) : null}
      {contacts.map((contact, index) => {
        const name = [contact.firstName, contact.surname].filter(Boolean).join(' ');
        const number = index + 1;
        const heading = name ? t`Contact ${number}: ${name}` : t`Contact ${number}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: contacts have no id; rows move only by removal
          <Card key={index} withBorder radius="md" padding="sm">
            <Group justify="space-between" mb="xs">
              <Text size="sm" fw={500}>
                {heading}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t`Remove ${heading}`}
                onClick={() => onChange(contacts.filter((_, i) => i !== index))}
                disabled={disabled}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
            <SimpleGrid type="container" cols={{ base: 1, '520px': 2 }} spacing="sm">
              {parts.map((part) => {
                const label = part.label;
                return (
                  <TextInput
                    key={part.key}
                    type={part.type}
                    label={label}
                    aria-label={t`${label} of contact ${number}`}
                    value={contact[part.key]}
                    onChange={(e) => setPart(index, part.key, e.currentTarget.value)}
                    error={errors[`contacts.${index}.${part.key}`]}
                    disabled={disabled}
                  />
                );
              })}
            </SimpleGrid>
          </Card>
        );
      })}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...contacts, { ...emptyContact }])}
          disabled={disabled || contacts.length >= 20}
        >
          <Trans>Add contact</Trans>
        </Button>
      </Group>
      {errors.contacts ? (
        <Text size="xs" c="red" role="alert">
          {errors.contacts}
        </Text>
      ) : null}
    </Stack>
  );
}
