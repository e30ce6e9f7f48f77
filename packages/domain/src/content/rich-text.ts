/**
 * What rich text may hold, wherever it is sanitised (DOMPurify options): on the server on every
 * write, and in the browser again before it is shown. Only the tags the rich text editor
 * (Tiptap) produces, and a link's href, target and rel; no data attributes.
 */
export const richTextSanitiseConfig: {
  ALLOWED_TAGS: string[];
  ALLOWED_ATTR: string[];
  ALLOW_DATA_ATTR: false;
} = {
  ALLOWED_TAGS: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'br',
    'hr',
    'code',
    'pre',
  ],
  ALLOWED_ATTR: ['href', 'target', 'rel'],
  ALLOW_DATA_ATTR: false,
};
