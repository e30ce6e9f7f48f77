import { lazy } from 'react';
import { lazyRoute } from '../lib/lazy-route.ts';

/**
 * The rich-text editor loaded when a screen first shows it, not with the screen's code (Tiptap
 * is large): render it inside a Suspense with the field's own fallback.
 */
export const LazyRichTextInput = lazy(
  lazyRoute(() => import('./rich-text-input.tsx').then((m) => ({ default: m.RichTextInput }))),
);
