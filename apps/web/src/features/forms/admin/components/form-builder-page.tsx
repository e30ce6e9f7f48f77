import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../../lib/session.ts';
import { useEventCurrency } from '../api/event-currency.ts';
import { useFieldGroupOptions } from '../api/field-groups-api.ts';
import { type FormBundle, formBundleQuery, useSaveForm } from '../api/forms-api.ts';
import { useEditLock } from '../api/locks-api.ts';
import { Builder, type BuilderHolder } from '../builder/builder.tsx';
import { BuilderPreview } from '../builder/builder-preview.tsx';
import { BuilderSkeleton } from './builder-skeleton.tsx';
import { FormBadges } from './form-badges.tsx';
import { FormRecordPage } from './form-record-page.tsx';

const holderOf = (bundle: FormBundle): BuilderHolder => ({
  fields: bundle.form.fields as FieldDefinition[],
  logicMap: bundle.form.logicMap,
  updatedAt: bundle.form.updatedAt,
});

/** /admin/forms/:formId: the form builder. */
export function FormBuilderPage() {
  return (
    <FormRecordPage
      description={(bundle) => <FormBadges form={bundle.form} />}
      view="builder"
      skeleton={<BuilderSkeleton />}
    >
      {(bundle) => <FormBuilder key={bundle.form.id} bundle={bundle} />}
    </FormRecordPage>
  );
}

function FormBuilder({ bundle }: { bundle: FormBundle }) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const formId = bundle.form.id;
  const lock = useEditLock('form', formId);
  const save = useSaveForm(formId);
  const groups = useFieldGroupOptions();
  const currencyId = useEventCurrency();
  return (
    <Builder
      noun="form"
      isFieldGroup={false}
      holder={holderOf(bundle)}
      placedGroups={bundle.fieldGroups}
      groupOptions={groups.data ?? []}
      currencyId={currencyId}
      lock={lock}
      isSaving={save.isPending}
      save={async (body) => holderOf(await save.mutateAsync(body))}
      reload={async () => {
        const fresh = await queryClient.fetchQuery({
          ...formBundleQuery(event.id, formId),
          staleTime: 0,
        });
        return holderOf(fresh);
      }}
      preview={(draft) => (
        <BuilderPreview
          title={bundle.form.title}
          description={bundle.form.description}
          draft={draft}
          fieldGroups={bundle.fieldGroups}
          currencyId={currencyId}
        />
      )}
    />
  );
}
