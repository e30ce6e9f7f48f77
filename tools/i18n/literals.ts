import ts from 'typescript';

/** A piece of English on a screen that is not a message: where it is and what it says. */
export interface Literal {
  file: string;
  line: number;
  column: number;
  text: string;
}

/**
 * JSX attributes that carry words a person reads. Anything else (class names, variants, routes,
 * ids, test hooks) is code. Names ending in Label, Title, Text, Message, Description,
 * Placeholder or Hint count too (`confirmLabel`, `emptyTitle`).
 */
const textAttributes = new Set([
  'label',
  'title',
  'placeholder',
  'description',
  'alt',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'error',
  'message',
  'tooltip',
  'caption',
  'heading',
  'subtitle',
  'hint',
  'text',
  'nothingFoundMessage',
]);
const textAttributeEnding = /(Label|Title|Text|Message|Description|Placeholder|Hint|Intro)$/;

/** Object properties that carry words: `{ label: 'Teams' }` in a menu's or a select's data. */
const textProperties = new Set([
  'label',
  'title',
  'description',
  'message',
  'placeholder',
  'hint',
  'emptyTitle',
  'emptyMessage',
]);

/**
 * Functions whose string arguments a person reads: toasts (`feedback(kind, text)`), the
 * document's title, confirmations and the error shown by an error alert.
 */
const textCalls = new Map<string, number[]>([
  ['feedback', [1]],
  ['useDocumentTitle', [0]],
  ['confirm', [0]],
  ['alert', [0]],
]);

/** Words: at least two letters in a row (a lone "×" or "—" or "/" is typography). */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

/** A line that says, just above a literal, why it stays as it is (a brand, a code, an example). */
const ignoreComment = /i18n-ignore\b/;

function isIgnored(source: ts.SourceFile, node: ts.Node): boolean {
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
  const lines = source.text.split('\n');
  return ignoreComment.test(lines[line] ?? '') || ignoreComment.test(lines[line - 1] ?? '');
}

function stringOf(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  }
  return null;
}

/**
 * The node a literal stands for where it is used: a literal inside `a ? 'Yes' : 'No'`,
 * `label ?? 'None'` or `('Teams')` is judged by where the whole expression goes.
 */
function usedAs(node: ts.Node): ts.Node {
  let at = node;
  while (
    ts.isConditionalExpression(at.parent) ||
    ts.isParenthesizedExpression(at.parent) ||
    ts.isAsExpression(at.parent) ||
    (ts.isBinaryExpression(at.parent) &&
      [
        ts.SyntaxKind.QuestionQuestionToken,
        ts.SyntaxKind.BarBarToken,
        ts.SyntaxKind.AmpersandAmpersandToken,
        ts.SyntaxKind.PlusToken,
      ].includes(at.parent.operatorToken.kind))
  ) {
    // The condition of a conditional is not what it shows.
    if (ts.isConditionalExpression(at.parent) && at.parent.condition === at) return at;
    at = at.parent;
  }
  return at;
}

/** The literal's text when `node` is words a person reads, or null. */
function readableText(node: ts.Node): string | null {
  if (ts.isJsxText(node)) {
    const text = node.text.replace(/\s+/g, ' ').trim();
    return hasWords(text) ? text : null;
  }
  const text = stringOf(node);
  if (text === null || !hasWords(text)) return null;
  const used = usedAs(node);
  const parent = used.parent;
  // <Text title="Teams"> and <Text title={cond ? 'Teams' : 'Team'}>.
  const attribute = ts.isJsxExpression(parent) ? parent.parent : parent;
  if (ts.isJsxAttribute(attribute)) {
    const name = attribute.name.getText();
    return textAttributes.has(name) || textAttributeEnding.test(name) ? text : null;
  }
  // {'Teams'} as a JSX child.
  if (ts.isJsxExpression(parent)) return text;
  if (ts.isPropertyAssignment(parent) && parent.initializer === used) {
    const name = parent.name.getText().replace(/['"]/g, '');
    return textProperties.has(name) ? text : null;
  }
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText();
    const name = callee.slice(callee.lastIndexOf('.') + 1);
    const positions = textCalls.get(name);
    const index = parent.arguments.indexOf(used as ts.Expression);
    return positions?.includes(index) ? text : null;
  }
  return null;
}

/** Lingui's macros: what they hold is a message to translate, not a literal. */
const macroElements = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);
const macroCalls = new Set(['t', 'msg', 'defineMessage', 'plural', 'select', 'selectOrdinal']);

function isMacro(node: ts.Node): boolean {
  if (ts.isTaggedTemplateExpression(node)) return true;
  if (ts.isJsxElement(node)) return macroElements.has(node.openingElement.tagName.getText());
  if (ts.isJsxSelfClosingElement(node)) return macroElements.has(node.tagName.getText());
  if (ts.isCallExpression(node)) {
    const callee = node.expression.getText();
    return macroCalls.has(callee.slice(callee.lastIndexOf('.') + 1));
  }
  return false;
}

/** Every literal a person would read in one file's source (`.ts` or `.tsx`). */
export function findLiterals(file: string, sourceText: string): Literal[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, sourceText, ts.ScriptTarget.Latest, true, kind);
  const found: Literal[] = [];
  const visit = (node: ts.Node) => {
    if (isMacro(node)) return;
    const text = readableText(node);
    if (text !== null && !isIgnored(source, node)) {
      const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ file, line: line + 1, column: character + 1, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
