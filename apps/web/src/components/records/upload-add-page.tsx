import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageHeader } from '../page-header.tsx';
import { RecordForm, type RecordSave, useRecordSave } from '../record-form.tsx';
import {
  type Upload,
  UploadField,
  UploadProgress,
  uploadFieldErrors,
  useUpload,
} from '../upload-field.tsx';

/**
 * An upload page's file, its save (the upload's own field errors too) and the add: `send` goes
 * with the file and the record's checked fields, the progress from 0; then the page `goTo`s.
 */
export function useUploadAdd<I extends { file: File }, A extends { id: string }>(setup: {
  useAdd: (onProgress: (percent: number) => void) => {
    mutate: (
      input: I,
      options: ReturnType<ReturnType<typeof useRecordSave<A>>['handlers']>,
    ) => void;
    isPending: boolean;
  };
  goTo: (added: A) => string;
}) {
  const upload = useUpload();
  const add = setup.useAdd(upload.setProgress);
  const save = useRecordSave<A>({ goTo: setup.goTo, fieldErrors: uploadFieldErrors });
  const send = (file: File, input: Omit<I, 'file'>) => {
    upload.setProgress(0);
    add.mutate({ file, ...input } as I, save.handlers());
  };
  return { upload, save, isPending: add.isPending, send };
}

interface UploadAddPageProps {
  title: string;
  description: string;
  submitLabel: string;
  /** Where Cancel leads: the list. */
  cancelTo: string;
  upload: Upload;
  save: Pick<RecordSave, 'errors' | 'failure' | 'guard' | 'fail'>;
  onSubmit: () => void;
  /** While the file goes up (and the fields are locked). */
  isPending: boolean;
  /** The file field: what it takes, and its `accept` attribute. */
  hint: string;
  accept: string;
  /** What the progress says once the file is up and the server works on it. */
  finishing?: string;
  /** The record's own fields, after the file. */
  children: ReactNode;
}

/**
 * The page that adds a record by uploading its file: the title, the form in its card with the
 * file first, the record's fields, the upload's progress, Cancel and the add button.
 */
export function UploadAddPage(props: UploadAddPageProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={props.title} description={props.description} />
      <RecordForm
        save={props.save}
        onSubmit={props.onSubmit}
        submitLabel={props.submitLabel}
        isPending={props.isPending}
        cancelTo={props.cancelTo}
      >
        <UploadField
          upload={props.upload}
          onFailure={props.save.fail}
          label={t`File`}
          hint={props.hint}
          accept={props.accept}
          disabled={props.isPending}
        />
        {props.children}
        {props.isPending ? (
          <UploadProgress percent={props.upload.progress} finishing={props.finishing} />
        ) : null}
      </RecordForm>
    </>
  );
}
