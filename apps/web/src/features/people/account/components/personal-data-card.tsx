import { Trans } from '@lingui/react/macro';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { personalDataArchiveName } from '@showdesk/domain/people/personal-data';
import { IconDownload } from '@tabler/icons-react';

/** Where the archive of everything the installation holds about the caller downloads from. */
export const personalDataUrl = '/api/v1/account/personal-data';

/**
 * The account page's download of the caller's own data: one ZIP of their profile,
 * memberships, submissions, comments, emails sent to them and the files they uploaded. A plain
 * link, so the browser streams it to disk however large it is.
 */
export function PersonalDataCard() {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      id="personal-data"
      component="section"
      aria-labelledby="personal-data-heading"
    >
      <Stack gap="md" align="flex-start">
        <div>
          <Title order={2} fz="lg" id="personal-data-heading">
            <Trans>Your data</Trans>
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            <Trans>
              Download everything this site holds about you as one ZIP file: your profile, the
              events you belong to, your submissions and comments, the emails sent to you and the
              files you uploaded. Passwords and secret links are never included.
            </Trans>
          </Text>
        </div>
        <Button
          component="a"
          href={personalDataUrl}
          download={personalDataArchiveName}
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          <Trans>Download my data</Trans>
        </Button>
      </Stack>
    </Card>
  );
}
