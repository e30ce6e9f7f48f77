import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { contentDetailQuery, usePublishedContentSearch } from '../api/content-api.ts';

interface ContentPageSelectProps {
  value: string;
  onChange: (contentId: string) => void;
  label?: string;
  error?: React.ReactNode;
  required?: boolean;
}

/**
 * A searchable pick of the event's published, active content pages (searched on the server as
 * the organiser types, the first 200 by title). A page chosen earlier that the list leaves out
 * (further down, since unpublished or archived, or deleted) keeps its name, with why members
 * cannot open it.
 */
export function ContentPageSelect({
  value,
  onChange,
  label,
  error,
  required,
}: ContentPageSelectProps) {
  const { event } = useSession();
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  // Names already seen, so the chosen one keeps its name while a search leaves it out.
  const seen = useRef(new Map<string, string>());
  const chosenName = seen.current.get(value);
  const [term] = useDebouncedValue(search.trim() === chosenName ? '' : search.trim(), 250);
  const pages = usePublishedContentSearch(term);
  const options = (pages.data?.items ?? []).map((page) => {
    seen.current.set(page.id, page.title);
    return { value: page.id, label: page.title };
  });
  const listed = !value || options.some((o) => o.value === value) || seen.current.has(value);
  const chosen = useQuery({
    ...contentDetailQuery(event.id, value),
    enabled: !listed && !pages.isPending,
    retry: (count, failure) => !isApiError(failure, 404) && count < 2,
  });
  if (value && !options.some((o) => o.value === value)) {
    const page = chosen.data;
    const name = seen.current.get(value);
    const title = page?.title;
    options.push({
      value,
      label: name
        ? name
        : page
          ? page.isArchived
            ? t`${title} (Archived)`
            : page.isPublished
              ? page.title
              : t`${title} (Unpublished)`
          : chosen.isError
            ? t`A page that no longer exists`
            : t`Loading…`,
    });
  }
  return (
    <Select
      label={label ?? t`Content page`}
      required={required}
      placeholder={
        pages.data && options.length === 0 ? t`No published pages yet` : t`Choose a page`
      }
      data={options}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={t`No published pages match`}
      error={error}
    />
  );
}
