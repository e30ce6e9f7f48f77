import { t as tNow } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { type Branding, brandingSchema, deriveNavTheme } from '@showdesk/domain/platform/branding';
import { formatContrastRatio, minimumTextContrast } from '@showdesk/domain/platform/contrast';
import { navColours } from '@showdesk/domain/platform/nav-colours';
import { IconContrast } from '@tabler/icons-react';
import { ColourInput } from '../../../../components/colour-input.tsx';
import { ImageUploadField } from '../../../../components/image-upload-field.tsx';
import { eventPath } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/session.ts';
import { uploadFile } from '../../../../lib/upload.ts';
import { SettingsForm } from './settings-form.tsx';

type ImageSlot = 'logo' | 'invertedLogo' | 'iconLogo' | 'loginImage';

type Slot = { slot: ImageSlot; label: string; description: string; onNav?: boolean };

/** The images an event can upload, in the language the app speaks now. */
const slotsOf = (): Slot[] => [
  {
    slot: 'logo',
    label: tNow`Logo`,
    description: tNow`Shown on light backgrounds and the login page`,
  },
  {
    slot: 'invertedLogo',
    label: tNow`Inverted logo`,
    description: tNow`A light version, shown on a dark navigation bar`,
    onNav: true,
  },
  { slot: 'iconLogo', label: tNow`Icon logo`, description: tNow`A square mark for small spaces` },
  {
    slot: 'loginImage',
    label: tNow`Login image`,
    description: tNow`The picture beside the login form`,
  },
];

/** /admin/settings/branding: logos, login image and navigation colour. */
export function BrandingSettingsPage() {
  const { event } = useSession();
  const { t } = useLingui();
  const slots = slotsOf();
  const uploadImage = (slot: ImageSlot) => async (file: File, onProgress: (p: number) => void) => {
    const result = await uploadFile<{ url: string }>(
      eventPath(event.id, `/settings/branding/images/${slot}`),
      file,
      { onProgress },
    );
    return result.url;
  };

  return (
    <SettingsForm<Branding>
      kind="branding"
      title={t`Branding`}
      description={t`Your event's logos, login image and navigation colour, seen by every member.`}
      schema={brandingSchema}
      prepare={(values) => ({ ...values, navTheme: deriveNavTheme(values.navBgColor) })}
    >
      {({ values, set, errors }) => {
        const isValidColour = /^#(?:[0-9a-fA-F]{3}){1,2}$/.test(values.navBgColor);
        const theme = isValidColour ? deriveNavTheme(values.navBgColor) : values.navTheme;
        // The bar as members will see it: the chosen colour, deepened if its text needs it.
        const { background, foreground, chosenRatio } = navColours(values.navBgColor, theme);
        const isBelowAa = isValidColour && chosenRatio < minimumTextContrast;
        const ratio = formatContrastRatio(chosenRatio);
        return (
          <>
            {slots.map(({ slot, label, description, onNav }) => (
              <ImageUploadField
                key={slot}
                label={label}
                description={description}
                value={values[slot]}
                upload={uploadImage(slot)}
                onChange={(url) => set(slot, url)}
                previewBackground={onNav && isValidColour ? background : undefined}
                error={errors[slot]}
              />
            ))}
            <ColourInput
              label={t`Navigation background colour`}
              description={t`The header and sidebar; text turns light or dark to stay readable`}
              value={values.navBgColor}
              onChange={(colour) => set('navBgColor', colour)}
              error={errors.navBgColor}
              swatches={['#029e66', '#0b3d2e', '#1c2b4a', '#5f3dc4', '#c92a2a', '#f1f3f5']}
            />
            {isBelowAa ? (
              <Alert
                color="yellow"
                role="status"
                icon={<IconContrast size={18} aria-hidden />}
                title={t`Text on this colour is hard to read`}
              >
                {theme === 'dark' ? (
                  <Trans>
                    White text on this colour has a contrast ratio of {ratio}; at least{' '}
                    {minimumTextContrast}:1 is needed to be readable. It stays your brand colour,
                    and the navigation is drawn a shade deeper ({background}), as the preview shows.
                  </Trans>
                ) : (
                  <Trans>
                    Dark text on this colour has a contrast ratio of {ratio}; at least{' '}
                    {minimumTextContrast}:1 is needed to be readable. It stays your brand colour,
                    and the navigation is drawn a shade lighter ({background}), as the preview
                    shows.
                  </Trans>
                )}
              </Alert>
            ) : null}
            <Paper
              radius="md"
              p="md"
              style={{ background: isValidColour ? background : undefined }}
              aria-label={t`Navigation preview`}
            >
              <Group justify="space-between">
                <Stack gap={4}>
                  <Text fw={700} c={foreground}>
                    {event.name}
                  </Text>
                  <Text size="sm" c={foreground}>
                    <Trans>Dashboard · Content · Downloads</Trans>
                  </Text>
                </Stack>
                <Text size="xs" c={foreground} fw={600}>
                  {theme === 'dark' ? t`Light text on a dark bar` : t`Dark text on a light bar`}
                </Text>
              </Group>
            </Paper>
            <Switch
              label={t`Choose the logo automatically`}
              description={t`Use the inverted logo on dark navigation and the logo on light`}
              checked={values.autoLogo}
              onChange={(e) => set('autoLogo', e.currentTarget.checked)}
            />
          </>
        );
      }}
    </SettingsForm>
  );
}
