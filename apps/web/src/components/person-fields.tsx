import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { FieldErrors } from '../lib/field-errors.ts';

export interface PersonValues {
  email: string;
  firstName: string;
  surname: string;
}

interface PersonFieldsProps {
  values: PersonValues;
  onChange: (values: PersonValues) => void;
  errors: FieldErrors;
  disabled: boolean;
  /** A team's owner: the labels say so and the error keys are ownerEmail, ownerFirstName... */
  isOwner?: boolean;
  /**
   * Names always required (a team owner adding someone), or needed only for someone new to
   * the event (organisers: an existing member is added as they are).
   */
  namesRequired: boolean;
}

const forPerson = {
  person: { email: 'email', firstName: 'firstName', surname: 'surname' },
  owner: { email: 'ownerEmail', firstName: 'ownerFirstName', surname: 'ownerSurname' },
} as const;

/** Email, first name and surname of someone being added (a member, or a team's owner). */
export function PersonFields({
  values,
  onChange,
  errors,
  disabled,
  isOwner = false,
  namesRequired,
}: PersonFieldsProps) {
  const { t } = useLingui();
  const key = forPerson[isOwner ? 'owner' : 'person'];
  const labels = isOwner
    ? { email: t`Owner email`, firstName: t`Owner first name`, surname: t`Owner surname` }
    : { email: t`Email`, firstName: t`First name`, surname: t`Surname` };
  const nameHint = namesRequired
    ? undefined
    : t`Needed unless they are already a member of this event`;
  const set = (field: keyof PersonValues) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...values, [field]: event.currentTarget.value });
  return (
    <>
      <TextInput
        label={labels.email}
        type="email"
        required
        autoComplete="off"
        value={values.email}
        onChange={set('email')}
        error={errors[key.email]}
        disabled={disabled}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={labels.firstName}
          description={nameHint}
          required={namesRequired}
          value={values.firstName}
          onChange={set('firstName')}
          error={errors[key.firstName]}
          disabled={disabled}
        />
        <TextInput
          label={labels.surname}
          description={nameHint}
          required={namesRequired}
          value={values.surname}
          onChange={set('surname')}
          error={errors[key.surname]}
          disabled={disabled}
        />
      </SimpleGrid>
    </>
  );
}

export const emptyPerson: PersonValues = { email: '', firstName: '', surname: '' };
