/*
 * Apart from liquid.ts so that the server's own thread can tell a template's error without
 * loading LiquidJS and parse5: templates render on the render threads (email-templates/renderer.ts).
 */

/** A problem with a template: which part, what, and where (1-based line and column). */
export interface TemplateProblem {
  path: 'subject' | 'body';
  message: string;
  line?: number;
  column?: number;
}

export class TemplateError extends Error {
  readonly problem: TemplateProblem;
  constructor(problem: TemplateProblem) {
    const where = problem.line ? `, line ${problem.line}, column ${problem.column ?? 1}` : '';
    super(`${problem.path === 'subject' ? 'Subject' : 'Body'}${where}: ${problem.message}`);
    this.name = 'TemplateError';
    this.problem = problem;
  }
}
