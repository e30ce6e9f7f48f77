import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import { currencies, formatMoney } from '@showdesk/domain/common/currencies';
import {
  type VariablesSettings,
  variablesSettingsSchema,
} from '@showdesk/domain/platform/settings';
import { SettingsForm } from './settings-form.tsx';

const accepted = currencies.filter((c) => c.isAccepted);
const currencyOptions = [
  {
    group: 'Common',
    items: accepted
      .filter((c) => c.isCommon)
      .map((c) => ({ value: c.id, label: `${c.id} (${c.symbol}) ${c.name}` })),
  },
  {
    group: 'All currencies',
    items: accepted
      .filter((c) => !c.isCommon)
      .map((c) => ({ value: c.id, label: `${c.id} (${c.symbol}) ${c.name}` })),
  },
];

/** /admin/settings/variables: team member limit, due-soon window and currency. */
export function VariablesSettingsPage() {
  return (
    <SettingsForm<VariablesSettings>
      kind="variables"
      title="Variables"
      description="Limits and units used across the event."
      schema={variablesSettingsSchema}
    >
      {({ values, set, errors }) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Team member limit"
            description="Most members a team can have"
            min={0}
            allowDecimal={false}
            value={values.teamMemberLimit}
            onChange={(v) => set('teamMemberLimit', typeof v === 'number' ? v : Number.NaN)}
            error={errors.teamMemberLimit}
          />
          <NumberInput
            label="Due soon days"
            description="Tasks due within this many days show as Due Soon"
            min={0}
            allowDecimal={false}
            value={values.dueSoonDays}
            onChange={(v) => set('dueSoonDays', typeof v === 'number' ? v : Number.NaN)}
            error={errors.dueSoonDays}
          />
          <Select
            label="Currency"
            description={`Prices and totals show like ${formatMoney(1234.5, values.currencyId)}`}
            searchable
            data={currencyOptions}
            value={values.currencyId}
            onChange={(v) => v && set('currencyId', v as VariablesSettings['currencyId'])}
            error={errors.currencyId}
            nothingFoundMessage="No currency matches"
          />
        </SimpleGrid>
      )}
    </SettingsForm>
  );
}
