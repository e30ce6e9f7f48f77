import type { FieldGroupDetail } from '@showdesk/domain/forms/field-groups';
import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../../lib/session.ts';
import { useEventCurrency } from '../api/event-currency.ts';
import { fieldGroupQuery, useSaveFieldGroup } from '../api/field-groups-api.ts';
import { useEditLock } from '../api/locks-api.ts';
import { Builder, type BuilderHolder } from '../builder/builder.tsx';
import { BuilderPreview } from '../builder/builder-preview.tsx';
import { BuilderSkeleton } from './builder-skeleton.tsx';
import { FieldGroupRecordPage } from './field-group-record-page.tsx';
import { PublishedBadge } from './form-badges.tsx';

const holderOf = (group: FieldGroupDetail): BuilderHolder => ({
  fields: group.fields as FieldDefinition[],
  logicMap: group.logicMap,
  updatedAt: group.updatedAt,
});

/** /admin/field-groups/:fieldGroupId: the builder, without field groups or a grand total. */
export function FieldGroupBuilderPage() {
  return (
    <FieldGroupRecordPage
      description={(group) => <PublishedBadge isPublished={group.isPublished} />}
      view="builder"
      skeleton={<BuilderSkeleton />}
    >
      {(group) => <GroupBuilder key={group.id} group={group} />}
    </FieldGroupRecordPage>
  );
}

function GroupBuilder({ group }: { group: FieldGroupDetail }) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const lock = useEditLock('fieldGroup', group.id);
  const save = useSaveFieldGroup(group.id);
  const currencyId = useEventCurrency();
  return (
    <Builder
      noun="field group"
      isFieldGroup
      holder={holderOf(group)}
      placedGroups={[]}
      groupOptions={[]}
      currencyId={currencyId}
      lock={lock}
      isSaving={save.isPending}
      save={async (body) => holderOf(await save.mutateAsync(body))}
      reload={async () =>
        holderOf(
          await queryClient.fetchQuery({ ...fieldGroupQuery(event.id, group.id), staleTime: 0 }),
        )
      }
      preview={(draft) => (
        <BuilderPreview
          title={group.title}
          description={group.description}
          draft={draft}
          fieldGroups={[]}
          currencyId={currencyId}
        />
      )}
    />
  );
}
