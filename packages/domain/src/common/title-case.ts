// No zod here: the web app's entry chunk titles its pages without loading the schemas.

/** Title-cases a page title: every word starts with a capital, the rest is left alone. */
export function titleCase(text: string): string {
  return text
    .split(/(\s+|-)/)
    .map((part) =>
      part.trim() && part !== '-' ? part.charAt(0).toUpperCase() + part.slice(1) : part,
    )
    .join('');
}
