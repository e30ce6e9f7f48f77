import { useLingui } from '@lingui/react/macro';
import { useExportMenu } from '../../../components/records/export-menu.tsx';
import { useSession } from '../../../lib/session.ts';
import { submissionExportPath, useSentSubmissionCount } from '../api/fill-api.ts';

/**
 * The submissions table's "Export" menu (XLSX, CSV) with the table's search and filters; the
 * file downloads with progress shown under the header, and is saved named after the form.
 * Disabled, with a note, while the form has no sent submission.
 */
export function useSubmissionExport(formId: string, apiParams: string) {
  const { event } = useSession();
  const { t } = useLingui();
  const sent = useSentSubmissionCount(formId);
  const hasSent = (sent.data ?? 0) > 0;
  return useExportMenu({
    path: (format) => submissionExportPath(event.id, formId, format, apiParams),
    noun: 'submissions',
    disabled: !hasSent,
    loading: sent.isPending,
    note:
      sent.isSuccess && !hasSent
        ? { id: `export-note-${formId}`, text: t`Nothing to export until a submission is sent` }
        : null,
  });
}
