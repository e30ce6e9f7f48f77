import { Skeleton } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';
import { lazyRoute } from '../lib/lazy-route.ts';

/**
 * The rich-text editor loaded when a screen first shows it, not with the screen's code (Tiptap
 * is large): render it inside a Suspense with the field's own fallback.
 */
export const LazyRichTextInput = lazy(
  lazyRoute(() => import('./rich-text-input.tsx').then((m) => ({ default: m.RichTextInput }))),
);

/** A record form's rich-text field: the lazy editor, an editor-sized skeleton while it loads. */
export function RichTextField(props: ComponentProps<typeof LazyRichTextInput>) {
  return (
    <Suspense fallback={<Skeleton h={290} aria-hidden />}>
      <LazyRichTextInput {...props} />
    </Suspense>
  );
}
