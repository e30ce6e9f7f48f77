import { Trans, useLingui } from '@lingui/react/macro';
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
import { TranslationsLink } from '../../../../components/records/translations-link.tsx';
import { SettingsForm } from './settings-form.tsx';

/** /admin/settings/onboarding: the welcome screen a member sees before their first visit. */
export function OnboardingSettingsPage() {
  const { t } = useLingui();
  return (
    <SettingsForm<OnboardingSettings>
      kind="onboarding"
      title={t`Onboarding`}
      description={t`A welcome screen, with an optional video, shown once to each member who has not been onboarded.`}
      schema={onboardingSettingsSchema}
      actions={<TranslationsLink kind="settings" recordId="onboarding" />}
    >
      {({ values, set, text }) => (
        <>
          <Switch
            label={t`Show onboarding to new members`}
            checked={values.showOnboarding}
            onChange={(e) => set('showOnboarding', e.currentTarget.checked)}
          />
          <TextInput label={t`Title`} {...text('title')} />
          <Textarea label={t`Description`} autosize minRows={3} {...text('description')} />
          <Stack gap={6}>
            <Text size="sm" fw={500} id="video-source-label">
              <Trans>Video source</Trans>
            </Text>
            <SegmentedControl
              aria-labelledby="video-source-label"
              data={[
                // i18n-ignore: brand names
                { value: 'youTube', label: 'YouTube' },
                // i18n-ignore: a brand name
                { value: 'vimeo', label: 'Vimeo' },
              ]}
              value={values.videoSourceType}
              onChange={(v) => set('videoSourceType', v as OnboardingSettings['videoSourceType'])}
              w="fit-content"
            />
          </Stack>
          <TextInput
            label={t`Video link`}
            placeholder={
              values.videoSourceType === 'vimeo'
                ? // i18n-ignore: an example address
                  'https://vimeo.com/123456789'
                : // i18n-ignore: an example address
                  'https://www.youtube.com/watch?v=…'
            }
            {...text('videoUrl')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Switch
              label={t`Show greeting`}
              checked={values.showGreeting}
              onChange={(e) => set('showGreeting', e.currentTarget.checked)}
            />
            <Switch
              label={t`Show surname`}
              checked={values.showSurname}
              onChange={(e) => set('showSurname', e.currentTarget.checked)}
            />
            <Switch
              label={t`Show signature`}
              checked={values.showSignature}
              onChange={(e) => set('showSignature', e.currentTarget.checked)}
            />
          </SimpleGrid>
          <TextInput
            label={t`Salutation`}
            description={t`Starts the greeting, e.g. Dear`}
            {...text('salutation')}
          />
        </>
      )}
    </SettingsForm>
  );
}
