import { useLingui } from '@lingui/react/macro';
import type { FieldGroupDetail } from '@showdesk/domain/forms/field-groups';
import { IconFileOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { RecordPage } from '../../../../components/record-page.tsx';
import { TranslationsLink } from '../../../../components/records/translations-link.tsx';
import { deleteOf } from '../../../../lib/confirmed-delete.ts';
import { useDeleteFieldGroup, useFieldGroup } from '../api/field-groups-api.ts';
import { fieldGroupPaths } from '../paths.ts';
import { type BuilderView, BuilderViewLink } from './builder-view-link.tsx';

interface FieldGroupRecordPageProps {
  heading?: string;
  description: (group: FieldGroupDetail) => ReactNode;
  /** Which screen of the group this is: the other one is linked from the header. */
  view: BuilderView;
  skeleton: ReactNode;
  canDelete?: boolean;
  children: (group: FieldGroupDetail) => ReactNode;
}

/** A field group's screens (builder, settings) on the record frame. */
export function FieldGroupRecordPage({ view, ...props }: FieldGroupRecordPageProps) {
  const { fieldGroupId = '' } = useParams();
  const { t } = useLingui();
  const remove = useDeleteFieldGroup();
  return (
    <RecordPage
      query={useFieldGroup(fieldGroupId)}
      noun={{ one: 'field group', many: 'field groups' }}
      icon={<IconFileOff size={34} />}
      listPath={fieldGroupPaths.list}
      id={fieldGroupId}
      heading={props.heading}
      title={(group) => group.title}
      description={props.description}
      skeleton={props.skeleton}
      actions={(group) => (
        <>
          <BuilderViewLink view={view} paths={fieldGroupPaths} id={group.id} />
          <TranslationsLink kind="field-groups" recordId={group.id} />
        </>
      )}
      remove={
        props.canDelete
          ? {
              mutation: deleteOf(remove, fieldGroupId),
              consequence: () =>
                t`Its fields are deleted too. A group that a form still uses can’t be deleted.`,
            }
          : undefined
      }
    >
      {props.children}
    </RecordPage>
  );
}
