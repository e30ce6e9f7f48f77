import { useLingui } from '@lingui/react/macro';
import { hasPermission } from '@showdesk/domain/people/permissions';
import { requiredPermissionFor } from '@showdesk/domain/platform/navigation';
import type { TranslatableKind } from '@showdesk/domain/platform/translations';
import { IconLanguageOff, IconPencil } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { HeaderLink } from '../../../../components/list-page.tsx';
import { RecordPage } from '../../../../components/record-page.tsx';
import { CardsPageSkeleton } from '../../../../components/record-state.tsx';
import { TranslationsEditor } from '../../../../components/records/translations-editor.tsx';
import { translationsPath } from '../../../../components/records/translations-link.tsx';
import { useBreadcrumbLabel } from '../../../../lib/breadcrumb-labels.ts';
import { languageName } from '../../../../lib/language-name.ts';
import { useSession } from '../../../../lib/session.ts';
import { useRecordTranslations, useSaveTranslation } from '../api/translations-api.ts';
import { kindLabels, recordPages, recordTitle } from '../kind-labels.ts';

/**
 * /admin/settings/translations/:kind/:recordId (moderator): one record's texts beside their
 * translations, one language at a time (`?language=de` picks it).
 */
export function TranslationEditorPage({
  kind,
  recordId,
}: {
  kind: TranslatableKind;
  recordId: string;
}) {
  const { t } = useLingui();
  const { member } = useSession();
  const [params, setParams] = useSearchParams();
  const query = useRecordTranslations(kind, recordId);
  const save = useSaveTranslation(kind, recordId);
  const label = kindLabels()[kind];
  // The kind's crumb leads to the overview showing that kind only.
  useBreadcrumbLabel(kind, label.many);
  const recordPage = recordPages[kind](recordId);
  const canOpenRecord = hasPermission(
    member.permissions,
    requiredPermissionFor(recordPage) ?? 'user',
  );
  const kindName = label.one;
  return (
    <RecordPage
      query={query}
      noun={{ one: kindName, many: t`translations` }}
      icon={<IconLanguageOff size={34} />}
      listPath={translationsPath()}
      id={recordId}
      title={(record) => recordTitle(kind, recordId, record.title)}
      description={(record) => {
        const written = languageName(record.defaultLanguage);
        return t`${kindName} · written in ${written}`;
      }}
      actions={() =>
        canOpenRecord ? (
          <HeaderLink to={recordPage} icon={IconPencil}>
            {t`Edit the record`}
          </HeaderLink>
        ) : null
      }
      skeleton={<CardsPageSkeleton heights={[56, 140, 140, 140]} />}
    >
      {(record) => (
        <TranslationsEditor
          key={`${kind}/${record.recordId}`}
          record={record}
          initialLanguage={params.get('language')}
          onLanguageChange={(language) =>
            setParams(
              (old) => {
                const next = new URLSearchParams(old);
                next.set('language', language);
                return next;
              },
              { replace: true },
            )
          }
          onSave={(language, texts) => save.mutateAsync({ language, texts })}
        />
      )}
    </RecordPage>
  );
}
