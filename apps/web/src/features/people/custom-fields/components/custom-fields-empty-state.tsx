import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { IconForms } from '@tabler/icons-react';
import { EmptyState, type EmptyStateProps } from '../../../../components/empty-state.tsx';

/** The custom fields list before the first field: what they are for, and the way to add one. */
export const noCustomFields = (): EmptyStateProps => ({
  icon: <IconForms size={34} />,
  title: t`No custom fields yet`,
  action: { label: t`Add your first custom field`, to: '/admin/custom-fields/add' },
  children: t`Custom fields collect the details you need from every team, such as a stand number, a VAT number or whether they need power. Each team fills them in on its team page.`,
});

export function CustomFieldsEmptyState() {
  useLingui();
  return <EmptyState {...noCustomFields()} />;
}
