// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import type { Comment, CommentThread, Mentionable } from '@showdesk/domain/tasks/comments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TaskThread } from './task-thread.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// The screens speak their English source: no catalogue loaded.
i18n.loadAndActivate({ locale: 'en-GB', messages: {} });

const now = Date.now();
const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
const entry = (over: Partial<Comment>): Comment => ({
  id: 'c1',
  taskId: 't1',
  teamId: 'team1',
  text: 'Hello',
  authorName: 'Olive Owner',
  createdAt: ago(5),
  createdBy: 'u-owner',
  updatedAt: ago(5),
  updatedBy: 'u-owner',
  likeCount: 0,
  isLiked: false,
  canEdit: true,
  isPinned: false,
  replies: [],
  ...over,
});
const people: Mentionable[] = [
  { userId: 'u-mo', name: 'Mo Derator', isOrganiser: true },
  { userId: 'u-mia', name: 'Mia Member', isOrganiser: false },
];

type Call = { method: string; url: string; body: unknown };
let calls: Call[];
let thread: CommentThread;
let failThread: boolean;
let root: Root;
let container: HTMLDivElement;

function json(status: number, body: unknown) {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

async function fakeFetch(input: string | URL | Request, init?: RequestInit) {
  const url = String(input);
  const method = init?.method ?? 'GET';
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  calls.push({ method, url, body });
  if (url.endsWith('/mentionable')) return json(200, people);
  if (method === 'GET') {
    return failThread
      ? json(404, { error: { code: 'not_found', message: 'Task not found', details: null } })
      : json(200, thread);
  }
  if (method === 'DELETE') {
    thread = { ...thread, comments: thread.comments.slice(1) };
    return new Response(null, { status: 204 });
  }
  return json(method === 'POST' ? 201 : 200, thread);
}

const settle = async () => {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
};

async function show(props: { taskId: string; teamId?: string } = { taskId: 't1' }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['session'], { event: { id: 'ev1' } });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root.render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MantineProvider env="test">
            <TaskThread {...props} />
          </MantineProvider>
        </QueryClientProvider>
      </I18nProvider>,
    );
  });
  await settle();
}

const buttons = (name: string | RegExp) =>
  [...document.querySelectorAll('button')].filter((b) =>
    typeof name === 'string'
      ? (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name
      : name.test(b.getAttribute('aria-label') ?? b.textContent ?? ''),
  );
const click = async (element: Element | undefined) => {
  expect(element).toBeDefined();
  await act(async () => {
    (element as HTMLElement).click();
  });
  await settle();
};

function type(textarea: HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  setter.call(textarea, value);
  textarea.setSelectionRange(value.length, value.length);
  textarea.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Shows the thread and types `value` into its comment box, focused: the box. */
async function showAndType(value: string) {
  await show();
  const box = document.querySelector('textarea') as HTMLTextAreaElement;
  await act(async () => {
    box.focus();
    type(box, value);
  });
  await settle();
  return box;
}

/** The people the mention list offers. */
const mentionOptions = () => [...document.querySelectorAll('[role="option"]')];

beforeEach(() => {
  // jsdom lays nothing out: the option list's scrolling is a no-op here.
  Element.prototype.scrollIntoView = () => {};
  calls = [];
  failThread = false;
  thread = { comments: [], canPin: false };
  vi.stubGlobal('fetch', fakeFetch);
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
      }) as unknown as MediaQueryList,
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

describe('TaskThread', () => {
  it('shows the empty state, and a member’s thread comes from /member', async () => {
    await show();
    expect(document.body.textContent).toContain(
      'No comments yet. Ask the organisers a question or note progress for your team.',
    );
    expect(calls[0]?.url).toBe('/api/v1/events/ev1/member/tasks/t1/comments');
  });

  it('reads an organiser’s view of a team through the team’s path', async () => {
    await show({ taskId: 't1', teamId: 'team 2' });
    expect(calls.map((c) => c.url)).toContain(
      '/api/v1/events/ev1/tasks/t1/teams/team%202/comments',
    );
  });

  it('shows the loading look while the thread is on its way', async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    await show();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(document.body.textContent).not.toContain('No comments yet');
  });

  it('shows a refusal to load', async () => {
    failThread = true;
    await show();
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('Task not found');
  });

  it('shows pinned comments first and marked, replies nested, mentions highlighted, relative times', async () => {
    thread = {
      canPin: true,
      comments: [
        entry({ id: 'p1', text: 'Pinned note', isPinned: true, createdAt: ago(120) }),
        entry({
          id: 'c2',
          text: 'Ask @[Mo Derator](user:u-mo)\nabout <b>power</b>',
          likeCount: 2,
          isLiked: true,
          canEdit: false,
          replies: [
            {
              id: 'r1',
              commentId: 'c2',
              text: 'Done',
              authorName: 'Mia Member',
              createdAt: ago(0),
              createdBy: 'u-mia',
              updatedAt: ago(0),
              updatedBy: 'u-mia',
              likeCount: 0,
              isLiked: false,
              canEdit: true,
            },
          ],
        }),
      ],
    };
    await show();
    const papers = [...document.querySelectorAll('[id^="comment-"]')];
    expect(papers.map((p) => p.id)).toEqual(['comment-p1', 'comment-c2']);
    expect(papers[0]!.textContent).toContain('Pinned');
    expect(papers[0]!.textContent).toContain('2 hours ago');
    const mark = papers[1]!.querySelector('mark');
    expect(mark?.textContent).toBe('@Mo Derator');
    // Plain text: the HTML stays text, the line break stays.
    expect(papers[1]!.querySelector('b')).toBeNull();
    expect(papers[1]!.textContent).toContain('\nabout <b>power</b>');
    const time = papers[1]!.querySelector('time');
    expect(time?.getAttribute('title')).toMatch(/\d{4}/);
    expect(papers[1]!.querySelector('#reply-r1')?.textContent).toContain('just now');
    // Not theirs: no edit or delete of the comment, but of their own reply.
    expect(buttons('Edit comment')).toHaveLength(1);
    expect(buttons('Edit reply')).toHaveLength(1);

    const like = buttons('Like this comment, 2 likes')[0];
    expect(like?.getAttribute('aria-pressed')).toBe('true');
    await click(like);
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/api/v1/events/ev1/member/tasks/t1/comments/c2/like',
      body: { liked: false },
    });
    await click(buttons('Unpin')[0]);
    expect(calls.at(-1)).toMatchObject({
      url: expect.stringMatching(/\/p1\/pin$/),
      body: { isPinned: false },
    });
  });

  it('asks before deleting a comment with its replies', async () => {
    thread = {
      canPin: false,
      comments: [
        entry({
          id: 'c1',
          replies: [1, 2].map((n) => ({
            ...entry({ id: `r${n}` }),
            commentId: 'c1',
          })),
        }),
      ],
    };
    await show();
    await click(buttons('Delete comment')[0]);
    expect(document.body.textContent).toContain('Delete this comment and its 2 replies?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    const confirm = buttons('Delete comment').find((b) => b.closest('[role="dialog"]'));
    await click(confirm);
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(
      '/api/v1/events/ev1/member/tasks/t1/comments/c1',
    );
  });

  it('offers people to mention after @, chosen with the keyboard', async () => {
    const box = await showAndType('@mo');
    expect(box.getAttribute('aria-haspopup')).toBe('listbox');
    const options = mentionOptions();
    expect(options.map((o) => o.textContent)).toEqual(['Mo Derator· Organiser']);
    await act(async () => {
      box.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true }),
      );
    });
    await settle();
    expect(box.value).toBe('@[Mo Derator](user:u-mo) ');
  });

  it('offers people to mention after @ and posts the token', async () => {
    const box = await showAndType('Hi @mi');
    const options = mentionOptions();
    expect(options.map((o) => o.textContent)).toEqual(['Mia Member']);
    await act(async () => {
      options[0]!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      (options[0] as HTMLElement).click();
    });
    await settle();
    expect(box.value).toBe('Hi @[Mia Member](user:u-mia) ');
    await click(buttons('Post comment')[0]);
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/v1/events/ev1/member/tasks/t1/comments',
      body: { text: 'Hi @[Mia Member](user:u-mia)' },
    });
  });

  it('edits a comment in place and replies to it', async () => {
    thread = { canPin: false, comments: [entry({ id: 'c1', text: 'Old words' })] };
    await show();
    await click(buttons('Edit comment')[0]);
    const editor = document.querySelector('#comment-c1 textarea') as HTMLTextAreaElement;
    expect(editor.value).toBe('Old words');
    await act(async () => type(editor, 'New words'));
    await click(buttons('Save')[0]);
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/api/v1/events/ev1/member/tasks/t1/comments/c1',
      body: { text: 'New words' },
    });
    expect(document.querySelector('#comment-c1 textarea')).toBeNull();

    await click(buttons('Reply')[0]);
    const replyBox = document.querySelector('#comment-c1 textarea') as HTMLTextAreaElement;
    // The focus moves into the new reply box (a keyboard user writes at once).
    expect(document.activeElement).toBe(replyBox);
    await act(async () => type(replyBox, 'On it'));
    // The comment's own Reply opens the box; the box's Reply (after it) sends.
    expect(buttons('Reply')).toHaveLength(2);
    await click(buttons('Reply').at(-1));
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/v1/events/ev1/member/tasks/t1/comments/c1/replies',
      body: { text: 'On it' },
    });
  });

  it('refuses an empty comment without calling the server', async () => {
    await show();
    await click(buttons('Post comment')[0]);
    expect(document.body.textContent).toContain('Write something first');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
