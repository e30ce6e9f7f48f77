import { type TranslatableKind, translatableKinds } from '@showdesk/domain/platform/translations';
import { Navigate, useLocation } from 'react-router';
import { translationsPath } from '../../../../components/records/translations-link.tsx';
import { TranslationEditorPage } from './translation-editor-page.tsx';
import { TranslationOverviewPage } from './translation-overview-page.tsx';

const isKind = (kind: string | undefined): kind is TranslatableKind =>
  (translatableKinds as readonly string[]).includes(kind ?? '');

/**
 * /admin/settings/translations/* (moderator): the overview, a kind's records in it
 * (`:kind`, the kind's crumb) and one record's editor (`:kind/:recordId`). One route in the
 * app's table, read from the address here: the table is in the login page's entry chunk, at
 * its size budget, and a nested `<Routes>` would bring the router's matching into it too.
 */
function TranslationsPage() {
  const { pathname } = useLocation();
  const [kind, recordId, ...more] = pathname
    .slice(translationsPath().length)
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  if (kind === undefined) return <TranslationOverviewPage />;
  if (!isKind(kind) || more.length > 0) return <Navigate to="/404" replace />;
  if (recordId === undefined) {
    return <Navigate to={`${translationsPath()}?filter=kind:${kind}`} replace />;
  }
  // Keyed: another record's editor starts afresh.
  return <TranslationEditorPage key={`${kind}/${recordId}`} kind={kind} recordId={recordId} />;
}

/** The route's component, as React Router's `lazy` takes it from the module. */
export { TranslationsPage as Component };
