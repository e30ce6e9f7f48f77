import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { Page } from '@showdesk/domain/common/list-query';
import { isAdmin } from '@showdesk/domain/people/permissions';
import {
  type TranslationOverview,
  type TranslationStatus,
  translatableKinds,
} from '@showdesk/domain/platform/translations';
import { IconLanguage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TableColumn } from '../../../../components/data-table/data-table.tsx';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { ListPage, RecordLink } from '../../../../components/list-page.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { translationsPath } from '../../../../components/records/translations-link.tsx';
import { languageName } from '../../../../lib/language-name.ts';
import { type ListState, pageOf, useListState } from '../../../../lib/list-state.ts';
import { useSession } from '../../../../lib/session.ts';
import { translationOverviewQuery } from '../api/translations-api.ts';
import { kindLabels, recordTitle } from '../kind-labels.ts';

type Row = TranslationStatus & { id: string };

const sorts = ['kind', 'title'] as const;
const kindOrder = (row: Row) => translatableKinds.indexOf(row.kind);

/** The event's other languages: the ones its records are translated into. */
const otherLanguages = (overview: TranslationOverview) =>
  overview.languages.filter((language) => language !== overview.defaultLanguage);

/**
 * The overview's records as a list page: searched by title, filtered by kind and to those with
 * a text missing, sorted by kind then title (or title then kind), paged here.
 */
function useStatusPage(state: ListState) {
  const { event } = useSession();
  const { i18n } = useLingui();
  const q = state.q.trim().toLocaleLowerCase();
  const { kind, missing } = state.filter;
  const byTitle = (a: Row, b: Row) => a.title.localeCompare(b.title, i18n.locale);
  return useQuery({
    ...translationOverviewQuery(event.id),
    select: (overview): Page<Row> => {
      const languages = otherLanguages(overview);
      return pageOf(
        overview.records
          .map((record) => ({
            ...record,
            id: `${record.kind}/${record.recordId}`,
            title: recordTitle(record.kind, record.recordId, record.title),
          }))
          .filter((row) => !q || row.title.toLocaleLowerCase().includes(q))
          .filter((row) => !kind || row.kind === kind)
          .filter((row) => missing !== 'yes' || languages.some((l) => (row.missing[l] ?? 0) > 0)),
        state,
        (a, b) =>
          state.sort.key === 'title'
            ? byTitle(a, b) || kindOrder(a) - kindOrder(b)
            : kindOrder(a) - kindOrder(b) || byTitle(a, b),
      );
    },
  });
}

/**
 * /admin/settings/translations (moderator): every translatable record of the event and, per
 * other language, whether its translation is complete; each leads to its editor.
 */
export function TranslationOverviewPage() {
  const { t } = useLingui();
  const state = useListState({ sorts, defaultSort: 'kind', pageSize: 50 });
  const { event, member } = useSession();
  const overview = useQuery(translationOverviewQuery(event.id));
  const page = useStatusPage(state);
  const labels = kindLabels();
  const title = t`Translations`;
  const defaultName = overview.data ? languageName(overview.data.defaultLanguage) : '';
  const description = overview.data
    ? t`Records are written in ${defaultName}, the event’s default language. Translate them here; where a translation is missing, readers see the default text.`
    : undefined;

  if (overview.data && otherLanguages(overview.data).length === 0) {
    return (
      <>
        <PageHeader title={title} description={description} />
        <EmptyState
          icon={<IconLanguage size={34} />}
          title={t`One language only`}
          action={
            // The event settings are the admins'.
            isAdmin(member.permissions)
              ? { label: t`Add languages`, to: '/admin/settings/event' }
              : undefined
          }
        >
          {t`This event is in one language. Add languages in the event settings to translate its content.`}
        </EmptyState>
      </>
    );
  }

  const languages = overview.data ? otherLanguages(overview.data) : [];
  const columns: TableColumn<Row>[] = [
    {
      id: 'kind',
      header: t`Kind`,
      sortKey: 'kind',
      cell: (row) => labels[row.kind].one,
    },
    {
      id: 'title',
      header: t`Title`,
      sortKey: 'title',
      phone: 'title',
      cell: (row) => (
        <RecordLink to={translationsPath(row.kind, row.recordId)}>{row.title}</RecordLink>
      ),
    },
    ...languages.map(
      (language): TableColumn<Row> => ({
        id: `language-${language}`,
        header: languageName(language, { isAlone: true }),
        cell: (row) => <MissingBadge count={row.missing[language] ?? 0} />,
      }),
    ),
  ];

  return (
    <ListPage
      title={title}
      description={description}
      noun={{ one: t`record`, many: t`records` }}
      search={{ label: t`Search records`, placeholder: t`Title` }}
      filters={[
        {
          name: 'kind',
          label: t`Kind`,
          placeholder: t`Any kind`,
          // The kinds the event has (and the caller may translate: email templates are admins').
          options: Object.fromEntries(
            translatableKinds
              .filter((kind) => overview.data?.records.some((row) => row.kind === kind) ?? true)
              .map((kind) => [kind, labels[kind].many]),
          ),
        },
        { name: 'missing', label: t`Only missing`, isSwitch: true },
      ]}
      state={state}
      query={page}
      empty={{
        icon: <IconLanguage size={34} />,
        title: t`Nothing to translate yet`,
        children: t`Content pages, downloads, forms, tasks, suppliers, notifications and email templates show here once the event has them.`,
      }}
      columns={columns}
      rowName={(row) => row.title}
      tableId="translations"
    />
  );
}

/** A language's state of a record: complete, or how many of its texts are missing. */
function MissingBadge({ count }: { count: number }) {
  if (count === 0) {
    return (
      <Badge color="green" variant="light">
        <Trans>Complete</Trans>
      </Badge>
    );
  }
  return (
    <Badge color="orange" variant="light">
      {plural(count, { one: '# missing', other: '# missing' })}
    </Badge>
  );
}
