import { useLingui } from '@lingui/react/macro';
import { Textarea, TextInput } from '@mantine/core';
import {
  type DashboardHeaderSettings,
  dashboardHeaderSettingsSchema,
} from '@showdesk/domain/platform/settings';
import { AssetPicker } from '../../../../components/asset-picker.tsx';
import { SettingsForm } from './settings-form.tsx';

/** /admin/dashboard-header: the title, text and banner image above every member's dashboard. */
export function DashboardHeaderSettingsPage() {
  const { t } = useLingui();
  return (
    <SettingsForm<DashboardHeaderSettings>
      kind="dashboardHeader"
      title={t`Dashboard header`}
      description={t`Shown at the top of every member's dashboard. Leave it all empty to show no header.`}
      schema={dashboardHeaderSettingsSchema}
    >
      {({ values, set, errors }) => (
        <>
          <TextInput
            label={t`Title`}
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={errors.title}
          />
          <Textarea
            label={t`Description`}
            autosize
            minRows={3}
            value={values.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            error={errors.description}
          />
          <AssetPicker
            label={t`Header image`}
            description={t`A wide image works best; it is shown as a banner. Its alt text comes from the asset library.`}
            value={values.assetId}
            onChange={(assetId) => set('assetId', assetId)}
            error={errors.assetId}
          />
        </>
      )}
    </SettingsForm>
  );
}
