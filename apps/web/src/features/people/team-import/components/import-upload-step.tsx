import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  importTargets,
  type TeamImport,
  teamImportLimits,
} from '@showdesk/domain/people/team-import';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { FileDropZone } from '../../../../components/file-drop-zone.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import {
  useImportCustomFields,
  useRecentImports,
  useUploadImport,
} from '../api/team-import-api.ts';
import { importStatusBadge } from './import-status.ts';

const accept = [
  '.csv',
  'text/csv',
  '.xlsx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',');

/** A CSV with the columns an import reads (custom fields included) and one example row. */
function templateHref(customFieldLabels: string[]): string {
  const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const header = [...importTargets.map((target) => target.label), ...customFieldLabels].map(quote);
  const example = [
    'Harbour Lights Ltd',
    'owner@example.com',
    'Alex',
    'Morgan',
    '',
    'no',
    ...customFieldLabels.map(() => ''),
  ];
  const csv = `${header.join(',')}\r\n${example.join(',')}\r\n`;
  return `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
}

interface ImportUploadStepProps {
  onUploaded: (created: TeamImport) => void;
  onOpen: (importId: string) => void;
}

/** Step 1: choose and upload the file, or open an earlier import. */
export function ImportUploadStep({ onUploaded, onOpen }: ImportUploadStepProps) {
  const { t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const uploadFile = useUploadImport(setProgress);
  const fields = useImportCustomFields();
  const recent = useRecentImports();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setRefusal(t`Choose a CSV or XLSX file to upload`);
    setRefusal(null);
    setProgress(0);
    uploadFile.mutate(file, { onSuccess: onUploaded });
  };

  const labels = (fields.data?.customFields ?? []).map((f) => f.label);
  const maxRows = teamImportLimits.maxRows.toLocaleString();
  return (
    <Stack gap="xl">
      <form onSubmit={submit} noValidate>
        <Card withBorder radius="md" padding="lg" maw={760}>
          <Stack gap="md">
            <FileDropZone
              label={t`Spreadsheet of teams`}
              hint={t`CSV or XLSX, one team per row, column names in the first row`}
              accept={accept}
              file={file}
              maxBytes={teamImportLimits.maxBytes}
              onFile={(chosen) => {
                setFile(chosen);
                setRefusal(null);
                uploadFile.reset();
              }}
              onRefuse={setRefusal}
              disabled={uploadFile.isPending}
            />
            <Text size="sm" c="dimmed">
              <Trans>
                Each row needs a team name and the owner's email; new owners also need a first name
                and surname. Up to {maxRows} rows per file.
              </Trans>{' '}
              <Anchor href={templateHref(labels)} download="team-import-template.csv">
                <IconDownload size={14} aria-hidden style={{ verticalAlign: -2 }} />{' '}
                <Trans>Download a template</Trans>
              </Anchor>
            </Text>
            {uploadFile.isPending ? (
              <Stack gap={4}>
                <Progress value={progress} aria-label={t`Upload progress`} animated />
                <Text size="sm" c="dimmed" role="status">
                  <Trans>Uploading… {progress}%</Trans>
                </Text>
              </Stack>
            ) : null}
            {refusal ? <ErrorAlert error={new Error(refusal)} /> : null}
            {uploadFile.isError ? <ErrorAlert error={uploadFile.error} /> : null}
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={uploadFile.isPending}
                leftSection={<IconUpload size={16} aria-hidden />}
              >
                <Trans>Upload and map columns</Trans>
              </Button>
            </Group>
          </Stack>
        </Card>
      </form>

      <Stack gap="xs">
        <Title order={2} size="h4">
          <Trans>How rows are imported</Trans>
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>
            <Trans>A new owner gets an account and a welcome email to set their password.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              An owner who already has a team here gets that team updated instead, so importing the
              same file again creates nothing new.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>A row that fails is rolled back on its own; the other rows still import.</Trans>
          </List.Item>
        </List>
      </Stack>

      {recent.data && recent.data.imports.length > 0 ? (
        <Stack gap="xs">
          <Title order={2} size="h4">
            <Trans>Recent imports</Trans>
          </Title>
          <Card withBorder radius="md" padding={0}>
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Trans>File</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Uploaded</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Rows</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Status</Trans>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {recent.data.imports.map((item) => {
                    const badge = importStatusBadge(item);
                    return (
                      <Table.Tr key={item.id}>
                        <Table.Td>
                          <Anchor component="button" type="button" onClick={() => onOpen(item.id)}>
                            {item.fileName}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{formatDateTime(item.createdAt)}</Table.Td>
                        <Table.Td>{item.totalRows.toLocaleString()}</Table.Td>
                        <Table.Td>
                          <Badge color={badge.color} variant="light">
                            {badge.label}
                          </Badge>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        </Stack>
      ) : null}
    </Stack>
  );
}
