import { describe, expect, it } from 'vitest';
import { findLiterals } from './literals.ts';
import { literalProblems } from './scan.ts';

const texts = (source: string) => findLiterals('screen.tsx', source).map((l) => l.text);

describe('the literal finder', () => {
  it('finds words in JSX text, text attributes, text properties and toasts', () => {
    const source = `
      export function Screen({ on }: { on: boolean }) {
        feedback('success', 'Saved');
        useDocumentTitle('Teams');
        const items = [{ value: 'a', label: 'Authenticator app' }];
        return (
          <Stack title="Main list">
            Hello there
            <Button aria-label="Close dialog" confirmLabel={'Delete it'}>×</Button>
            {on ? 'It is on' : 'It is off'}
            <Input placeholder={name ?? 'Your name'} />
          </Stack>
        );
      }`;
    expect(texts(source)).toEqual([
      'Saved',
      'Teams',
      'Authenticator app',
      'Main list',
      'Hello there',
      'Close dialog',
      'Delete it',
      'It is on',
      'It is off',
      'Your name',
    ]);
  });

  it('leaves messages, code-like strings, typography and marked exceptions alone', () => {
    const source = `
      export function Screen() {
        const { t } = useLingui();
        return (
          <Stack className="wide" variant="light" data-state="open" title={t\`Main list\`}>
            <Trans>Hello {name}</Trans>
            <Plural value={n} one="# team" other="# teams" />
            {t({ message: 'Later' })}
            <Text>—</Text>
            <Text>·</Text>
            {/* i18n-ignore: the product's name */}
            <Text>Showdesk</Text>
            {flag === 'on' ? <A /> : null}
          </Stack>
        );
      }`;
    expect(texts(source)).toEqual([]);
  });
});

describe('the check of a screen', () => {
  const screen = (source: string) => new Map([['a.tsx', findLiterals('a.tsx', source)]]);
  const translated = 'export const A = () => <Trans>Teams</Trans>;';
  const withLiteral = 'export const A = () => <Stack><Trans>Teams</Trans>Members</Stack>;';

  it('passes a translated screen and fails once a literal is added to it', () => {
    expect(literalProblems(screen(translated), {})).toEqual([]);
    const problems = literalProblems(screen(withLiteral), {});
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('a.tsx:1:');
    expect(problems[0]).toContain('"Members"');
  });

  it('lets a pending screen keep its literals but not add any, and asks to shrink the list', () => {
    expect(literalProblems(screen(withLiteral), { 'a.tsx': 1 })).toEqual([]);
    expect(
      literalProblems(screen(`${withLiteral}\nexport const B = () => <b>More</b>;`), {
        'a.tsx': 1,
      }),
    ).toHaveLength(1);
    expect(literalProblems(screen(translated), { 'a.tsx': 1 })[0]).toContain(
      'npm run i18n:pending',
    );
  });
});
