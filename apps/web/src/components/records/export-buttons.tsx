import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';

const formats = [
  { format: 'xlsx', Icon: IconFileSpreadsheet },
  { format: 'csv', Icon: IconFileTypeCsv },
] as const;

/** A report's downloads: the same rows as a spreadsheet and as CSV, from `href(format)`. */
export function ExportButtons({ href }: { href: (format: 'xlsx' | 'csv') => string }) {
  const { t } = useLingui();
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
