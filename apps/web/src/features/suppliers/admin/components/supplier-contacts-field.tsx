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

const parts: { key: keyof SupplierContact; label: string; type?: string }[] = [
  { key: 'firstName', label: 'First name' },
  { key: 'surname', label: 'Surname' },
  { key: 'jobTitle', label: 'Job title' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel' },
];

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
  const setPart = (index: number, key: keyof SupplierContact, value: string) =>
    onChange(contacts.map((c, i) => (i === index ? { ...c, [key]: value } : c)));
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" size="sm" fw={500}>
        Contacts
      </Text>
      {contacts.length === 0 ? (
        <Text size="sm" c="dimmed">
          No contacts yet. Add the people teams should call or email.
        </Text>
      ) : null}
      {contacts.map((contact, index) => {
        const name = [contact.firstName, contact.surname].filter(Boolean).join(' ');
        const heading = `Contact ${index + 1}${name ? `: ${name}` : ''}`;
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
                aria-label={`Remove ${heading}`}
                onClick={() => onChange(contacts.filter((_, i) => i !== index))}
                disabled={disabled}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
            <SimpleGrid type="container" cols={{ base: 1, '520px': 2 }} spacing="sm">
              {parts.map((part) => (
                <TextInput
                  key={part.key}
                  type={part.type}
                  label={part.label}
                  aria-label={`${part.label} of contact ${index + 1}`}
                  value={contact[part.key]}
                  onChange={(e) => setPart(index, part.key, e.currentTarget.value)}
                  error={errors[`contacts.${index}.${part.key}`]}
                  disabled={disabled}
                />
              ))}
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
          Add contact
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
