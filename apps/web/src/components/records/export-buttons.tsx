import { Button } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';

const formats = [
  { format: 'xlsx', label: 'Export XLSX', Icon: IconFileSpreadsheet },
  { format: 'csv', label: 'Export CSV', Icon: IconFileTypeCsv },
] as const;

/** A report's downloads: the same rows as a spreadsheet and as CSV, from `href(format)`. */
export function ExportButtons({ href }: { href: (format: 'xlsx' | 'csv') => string }) {
  return (
    <>
      {formats.map(({ format, label, Icon }) => (
        <Button
          key={format}
          component="a"
          href={href(format)}
          download
          variant="default"
          leftSection={<Icon size={16} aria-hidden />}
        >
          {label}
        </Button>
      ))}
    </>
  );
}
