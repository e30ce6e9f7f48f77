import { useLingui } from '@lingui/react/macro';
import { Switch, TextInput } from '@mantine/core';
import {
  createSupplierInputSchema,
  type SupplierContact,
  type SupplierDetail,
} from '@showdesk/domain/suppliers/suppliers';
import type { ReactNode } from 'react';
import { RichTextField } from '../../../../components/lazy-rich-text-input.tsx';
import { RecordForm, useRecordValues } from '../../../../components/record-form.tsx';
import { GroupsField } from '../../../../components/records/groups-field.tsx';
import { supplierGroupsApi } from '../api/supplier-groups-api.ts';
import { supplierPaths } from '../paths.ts';
import { SupplierContactsField } from './supplier-contacts-field.tsx';
import { SupplierVisibilityFields } from './supplier-visibility-fields.tsx';

/** What the supplier form edits (the logo is uploaded on its own). */
export interface SupplierFormValues {
  company: string;
  description: string;
  website: string;
  isFeatured: boolean;
  contacts: SupplierContact[];
  showToTeamTypeIds: string[];
  hideFromTeamTypeIds: string[];
  supplierGroupIds: string[];
}

export const emptySupplier: SupplierFormValues = {
  company: '',
  description: '',
  website: '',
  isFeatured: false,
  contacts: [],
  showToTeamTypeIds: [],
  hideFromTeamTypeIds: [],
  supplierGroupIds: [],
};

export const supplierFormValues = (supplier: SupplierDetail): SupplierFormValues => ({
  company: supplier.company,
  description: supplier.description,
  website: supplier.website,
  isFeatured: supplier.isFeatured,
  contacts: supplier.contacts,
  showToTeamTypeIds: supplier.showToTeamTypeIds,
  hideFromTeamTypeIds: supplier.hideFromTeamTypeIds,
  supplierGroupIds: supplier.supplierGroupIds,
});

interface SupplierFormProps {
  initial: SupplierFormValues;
  submitLabel: string;
  mutation: {
    mutate: (
      input: SupplierFormValues,
      options: { onSuccess: (supplier: SupplierDetail) => void; onError: (error: unknown) => void },
    ) => void;
    isPending: boolean;
  };
  /** Where to go once saved (the add page); the supplier's page stays. */
  goTo?: string;
  guardUnsaved?: boolean;
  /** The logo field (upload on the record page, a picked file on the add page). */
  logo: ReactNode;
}

/**
 * A supplier's settings, on the add page and its own page: company, website, rich-text
 * description, logo, contacts, featured, who sees it and its groups. Checked with the domain
 * schema before it is sent; the server's refusals show on their fields.
 */
export function SupplierForm({ initial, mutation, logo, ...setup }: SupplierFormProps) {
  const { t } = useLingui();
  const { values, set, isPending, save, field, formProps } = useRecordValues<
    SupplierFormValues,
    SupplierDetail
  >(
    { initial, mutation, ...setup },
    {
      message: (supplier) => {
        const company = supplier.company;
        return setup.goTo ? t`${company} was added` : undefined;
      },
    },
  );
  const groups = supplierGroupsApi.useOptions();

  const submit = () => {
    const checked = save.check(createSupplierInputSchema, values);
    if (checked) mutation.mutate(checked, save.handlers());
  };

  return (
    <RecordForm
      {...formProps(submit, setup.submitLabel)}
      cancelTo={setup.goTo ?? supplierPaths.list}
    >
      <TextInput label={t`Company`} required {...field.text('company')} data-autofocus />
      <TextInput
        type="url"
        label={t`Website`}
        // i18n-ignore: the start of a web address, the same in every language
        placeholder="https://"
        {...field.text('website')}
      />
      {logo}
      <RichTextField
        label={t`Description`}
        description={t`What the company offers exhibitors, shown on its page`}
        {...field.value('description')}
      />
      <SupplierContactsField
        contacts={values.contacts}
        onChange={(contacts) => set({ contacts })}
        errors={save.errors}
        disabled={isPending}
      />
      <Switch
        label={t`Featured`}
        description={t`Shown first in its groups`}
        {...field.toggle('isFeatured')}
      />
      <SupplierVisibilityFields
        values={values}
        set={set}
        errors={save.errors}
        disabled={isPending}
      />
      <GroupsField
        noun="supplier"
        description={t`Teams see suppliers under these groups' headings; a supplier joins at the end.`}
        groups={groups}
        {...field.list('supplierGroupIds')}
      />
    </RecordForm>
  );
}
