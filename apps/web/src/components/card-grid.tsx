import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { ErrorAlert } from './error-alert.tsx';

interface CardGridProps<T> {
  query: { isPending: boolean; isError: boolean; error: unknown };
  items: T[];
  /** Columns by the width of the content (the tips aside takes some on wide screens). */
  cols: SimpleGridProps['cols'];
  /** One card's loading look, shown `skeletons` times. */
  skeleton: ReactNode;
  skeletons: number;
  /** Shown when there is nothing to show (a member cannot add here). */
  empty: { icon: ReactNode; title: string; children: ReactNode };
  /** The list's accessible name. */
  label?: string;
  getKey: (item: T) => string;
  children: (item: T) => ReactNode;
}

/**
 * The frame of a member's list of cards (content pages, downloads): the skeleton cards while
 * loading, the error, the empty state, then one card per item in a list.
 */
export function CardGrid<T>(props: CardGridProps<T>) {
  const { query } = props;
  const { t } = useLingui();
  if (query.isPending) {
    return (
      <SimpleGrid
        type="container"
        cols={props.cols}
        role="status"
        aria-busy="true"
        aria-label={t`Loading`}
      >
        {Array.from({ length: props.skeletons }, (_, i) => (
          <div key={String(i)}>{props.skeleton}</div>
        ))}
      </SimpleGrid>
    );
  }
  if (query.isError) return <ErrorAlert error={query.error} />;
  if (props.items.length === 0) return <EmptyState {...props.empty} />;
  return (
    <SimpleGrid
      type="container"
      cols={props.cols}
      spacing="md"
      component="ul"
      aria-label={props.label}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {props.items.map((item) => (
        <li key={props.getKey(item)}>{props.children(item)}</li>
      ))}
    </SimpleGrid>
  );
}
