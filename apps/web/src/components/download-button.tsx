import { Trans, useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/**
 * A file's "Download" button: a link that saves `href` as `fileName`, named for the reader as
 * "Download <name>" (the record's name, or the file's).
 */
export function DownloadButton({
  href,
  fileName,
  name,
  ...props
}: { href: string; fileName: string; name: string } & Omit<ButtonProps, 'leftSection'>) {
  const { t } = useLingui();
  return (
    <Button
      component="a"
      href={href}
      download={fileName}
      leftSection={<IconDownload size={props.size === 'xs' ? 14 : 16} aria-hidden />}
      aria-label={t`Download ${name}`}
      {...props}
    >
      <Trans context="verb">Download</Trans>
    </Button>
  );
}
