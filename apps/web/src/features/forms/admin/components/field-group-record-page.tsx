import type { FieldGroupDetail } from '@showdesk/domain/forms/field-groups';
import { type Icon, IconFileOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { HeaderLink } from '../../../../components/list-page.tsx';
import { RecordPage } from '../../../../components/record-page.tsx';
import { deleteOf } from '../../../../lib/confirmed-delete.ts';
import { useDeleteFieldGroup, useFieldGroup } from '../api/field-groups-api.ts';
import { fieldGroupPaths } from '../paths.ts';

interface FieldGroupRecordPageProps {
  heading?: string;
  description: (group: FieldGroupDetail) => ReactNode;
  other: { label: string; icon: Icon; to: (id: string) => string };
  skeleton: ReactNode;
  canDelete?: boolean;
  children: (group: FieldGroupDetail) => ReactNode;
}

/** A field group's screens (builder, settings) on the record frame. */
export function FieldGroupRecordPage({ other, ...props }: FieldGroupRecordPageProps) {
  const { fieldGroupId = '' } = useParams();
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
        <HeaderLink to={other.to(group.id)} icon={other.icon}>
          {other.label}
        </HeaderLink>
      )}
      remove={
        props.canDelete
          ? {
              mutation: deleteOf(remove, fieldGroupId),
              consequence: () =>
                'Its fields are deleted too. A group that a form still uses can’t be deleted.',
            }
          : undefined
      }
    >
      {props.children}
    </RecordPage>
  );
}
