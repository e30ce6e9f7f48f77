import { t as tNow } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import { currencies, formatMoney } from '@showdesk/domain/common/currencies';
import {
  type VariablesSettings,
  variablesSettingsSchema,
} from '@showdesk/domain/platform/settings';
import { SettingsForm } from './settings-form.tsx';

const accepted = currencies.filter((c) => c.isAccepted);
/** The accepted currencies, the common ones first, with group names in the app's language. */
const currencyOptionsOf = () => [
  {
    group: tNow`Common`,
    items: accepted
      .filter((c) => c.isCommon)
      .map((c) => ({ value: c.id, label: `${c.id} (${c.symbol}) ${c.name}` })),
  },
  {
    group: tNow`All currencies`,
    items: accepted
      .filter((c) => !c.isCommon)
      .map((c) => ({ value: c.id, label: `${c.id} (${c.symbol}) ${c.name}` })),
  },
];

/** /admin/settings/variables: team member limit, due-soon window and currency. */
export function VariablesSettingsPage() {
  const { t } = useLingui();
  const currencyOptions = currencyOptionsOf();
  return (
    <SettingsForm<VariablesSettings>
      kind="variables"
      title={t`Variables`}
      description={t`Limits and units used across the event.`}
      schema={variablesSettingsSchema}
    >
      {({ values, set, errors }) => {
        const example = formatMoney(1234.5, values.currencyId);
        return (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t`Team member limit`}
              description={t`Most members a team can have`}
              min={0}
              allowDecimal={false}
              value={values.teamMemberLimit}
              onChange={(v) => set('teamMemberLimit', typeof v === 'number' ? v : Number.NaN)}
              error={errors.teamMemberLimit}
            />
            <NumberInput
              label={t`Due soon days`}
              description={t`Tasks due within this many days show as Due Soon`}
              min={0}
              allowDecimal={false}
              value={values.dueSoonDays}
              onChange={(v) => set('dueSoonDays', typeof v === 'number' ? v : Number.NaN)}
              error={errors.dueSoonDays}
            />
            <Select
              label={t`Currency`}
              description={t`Prices and totals show like ${example}`}
              searchable
              data={currencyOptions}
              value={values.currencyId}
              onChange={(v) => v && set('currencyId', v as VariablesSettings['currencyId'])}
              error={errors.currencyId}
              nothingFoundMessage={t`No currency matches`}
            />
          </SimpleGrid>
        );
      }}
    </SettingsForm>
  );
}
