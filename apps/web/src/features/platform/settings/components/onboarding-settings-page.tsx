import {
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type OnboardingSettings,
  onboardingSettingsSchema,
} from '@showdesk/domain/platform/settings';
import { SettingsForm } from './settings-form.tsx';

/** /admin/settings/onboarding: the welcome screen a member sees before their first visit. */
export function OnboardingSettingsPage() {
  return (
    <SettingsForm<OnboardingSettings>
      kind="onboarding"
      title="Onboarding"
      description="A welcome screen, with an optional video, shown once to each member who has not been onboarded."
      schema={onboardingSettingsSchema}
    >
      {({ values, set, text }) => (
        <>
          <Switch
            label="Show onboarding to new members"
            checked={values.showOnboarding}
            onChange={(e) => set('showOnboarding', e.currentTarget.checked)}
          />
          <TextInput label="Title" {...text('title')} />
          <Textarea label="Description" autosize minRows={3} {...text('description')} />
          <Stack gap={6}>
            <Text size="sm" fw={500} id="video-source-label">
              Video source
            </Text>
            <SegmentedControl
              aria-labelledby="video-source-label"
              data={[
                { value: 'youTube', label: 'YouTube' },
                { value: 'vimeo', label: 'Vimeo' },
              ]}
              value={values.videoSourceType}
              onChange={(v) => set('videoSourceType', v as OnboardingSettings['videoSourceType'])}
              w="fit-content"
            />
          </Stack>
          <TextInput
            label="Video link"
            placeholder={
              values.videoSourceType === 'vimeo'
                ? 'https://vimeo.com/123456789'
                : 'https://www.youtube.com/watch?v=…'
            }
            {...text('videoUrl')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Switch
              label="Show greeting"
              checked={values.showGreeting}
              onChange={(e) => set('showGreeting', e.currentTarget.checked)}
            />
            <Switch
              label="Show surname"
              checked={values.showSurname}
              onChange={(e) => set('showSurname', e.currentTarget.checked)}
            />
            <Switch
              label="Show signature"
              checked={values.showSignature}
              onChange={(e) => set('showSignature', e.currentTarget.checked)}
            />
          </SimpleGrid>
          <TextInput
            label="Salutation"
            description="Starts the greeting, e.g. Dear"
            {...text('salutation')}
          />
        </>
      )}
    </SettingsForm>
  );
}
