import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, TextInput } from '@mantine/core';
import {
  defaultTerminology,
  type Terminology,
  terminologyKeys,
  terminologySchema,
} from '@showdesk/domain/platform/terminology';
import { TranslationsLink } from '../../../../components/records/translations-link.tsx';
import { SettingsForm } from './settings-form.tsx';

/** The event's own words for its areas, used in the sidebar, titles and breadcrumbs. */
export function TerminologyForm() {
  const { t } = useLingui();
  return (
    <SettingsForm<Terminology>
      kind="terminology"
      title={t`Terminology`}
      description={t`Rename the areas of the app to the words your event uses, e.g. Tasks → Actions.`}
      schema={terminologySchema}
      isSection
      actions={<TranslationsLink kind="settings" recordId="terminology" />}
    >
      {({ text }) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {terminologyKeys.map((key) => {
            const word = defaultTerminology[key];
            return (
              <TextInput
                key={key}
                label={defaultTerminology[key]}
                description={t`Default: ${word}`}
                required
                {...text(key)}
              />
            );
          })}
        </SimpleGrid>
      )}
    </SettingsForm>
  );
}
