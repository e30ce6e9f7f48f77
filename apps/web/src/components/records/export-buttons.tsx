import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import {
  IconChevronDown,
  IconDownload,
  IconFileSpreadsheet,
  IconFileTypeCsv,
} from '@tabler/icons-react';
import { Fragment } from 'react';
import { withExportLanguage } from '../../lib/export-language.ts';
import { useExportLanguageChoices } from './export-menu.tsx';

const formats = [
  { format: 'xlsx', Icon: IconFileSpreadsheet },
  { format: 'csv', Icon: IconFileTypeCsv },
] as const;

/**
 * A report's downloads: the same rows as a spreadsheet and as CSV, from `href(format)`; for an
 * event in several languages, one "Export" menu offering each format in each language.
 */
export function ExportButtons({ href }: { href: (format: 'xlsx' | 'csv') => string }) {
  const { t } = useLingui();
  const choices = useExportLanguageChoices();
  if (choices.length === 1) {
    return (
      <>
        {formats.map(({ format, Icon }) => (
          <Button
            key={format}
            component="a"
            href={href(format)}
            download
            variant="default"
            leftSection={<Icon size={16} aria-hidden />}
          >
            {format === 'xlsx' ? t`Export XLSX` : t`Export CSV`}
          </Button>
        ))}
      </>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          <Trans>Export</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {choices.map(({ language, name }, index) => (
          <Fragment key={language ?? 'default'}>
            {index > 0 ? <Menu.Divider /> : null}
            <Menu.Label>{name}</Menu.Label>
            {formats.map(({ format, Icon }) => (
              <Menu.Item
                key={format}
                component="a"
                href={withExportLanguage(href(format), language)}
                download
                leftSection={<Icon size={16} aria-hidden />}
                aria-label={format === 'xlsx' ? t`Export XLSX, ${name}` : t`Export CSV, ${name}`}
              >
                {format === 'xlsx' ? t`Export XLSX` : t`Export CSV`}
              </Menu.Item>
            ))}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
