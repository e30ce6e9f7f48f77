import { SimpleGrid, TextInput } from '@mantine/core';
import {
  defaultTerminology,
  type Terminology,
  terminologyKeys,
  terminologySchema,
} from '@showdesk/domain/platform/terminology';
import { SettingsForm } from './settings-form.tsx';

/** The event's own words for its areas, used in the sidebar, titles and breadcrumbs. */
export function TerminologyForm() {
  return (
    <SettingsForm<Terminology>
      kind="terminology"
      title="Terminology"
      description="Rename the areas of the app to the words your event uses, e.g. Tasks → Actions."
      schema={terminologySchema}
      isSection
    >
      {({ text }) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {terminologyKeys.map((key) => (
            <TextInput
              key={key}
              label={defaultTerminology[key]}
              description={`Default: ${defaultTerminology[key]}`}
              required
              {...text(key)}
            />
          ))}
        </SimpleGrid>
      )}
    </SettingsForm>
  );
}
