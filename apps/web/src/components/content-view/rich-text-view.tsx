import { richTextSanitiseConfig } from '@showdesk/domain/content/rich-text';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import './content-prose.css';

// Links to other sites open in a new tab without handing it this window.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && /^https?:\/\//i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Rich text as the server stored it (already sanitised there), sanitised once more here so that
 * nothing stored before or around that check can run in a reader's browser.
 */
export function RichTextView({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, richTextSanitiseConfig), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server and by DOMPurify just above
  return <div className="content-prose" dangerouslySetInnerHTML={{ __html: clean }} />;
}
