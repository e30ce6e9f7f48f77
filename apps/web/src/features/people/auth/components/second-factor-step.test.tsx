// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { secondFactorMessages } from '@showdesk/domain/people/second-factor-codes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client.ts';
import { SecondFactorStep } from './second-factor-step.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// The screens speak their English source: no catalogue loaded.
i18n.loadAndActivate({ locale: 'en-GB', messages: {} });

type Call = { url: string; body: { method: string; code: string } };
let calls: Call[];
let answer: () => Response;
let root: Root;
let container: HTMLDivElement;
let queryClient: QueryClient;
let onLoggedIn: Mock<() => void>;
let onBack: Mock<(message?: string) => void>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, code: string, message: string, details: unknown = null) =>
  json(status, { error: { code, message, details } });

const session = { user: { id: 'u1' }, event: { id: 'ev1' } };
const challenge = new ApiError(401, 'second_factor_required', secondFactorMessages.required, {
  methods: ['totp', 'recoveryCode'],
});

const settle = async () => {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
};

async function show() {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root.render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MantineProvider env="test">
            <SecondFactorStep challenge={challenge} onLoggedIn={onLoggedIn} onBack={onBack} />
          </MantineProvider>
        </QueryClientProvider>
      </I18nProvider>,
    );
  });
  await settle();
}

const field = () => container.querySelector('input') as HTMLInputElement;
const labelText = () => container.querySelector('label')?.textContent?.trim();
const button = (name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);

async function enter(value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(field(), value);
    field().dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => {
    button('Verify')!.click();
  });
  await settle();
}

beforeEach(() => {
  calls = [];
  answer = () => json(200, session);
  onLoggedIn = vi.fn<() => void>();
  onBack = vi.fn<(message?: string) => void>();
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    calls.push({ url: String(input), body: JSON.parse(String(init?.body)) });
    return answer();
  });
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
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

describe('SecondFactorStep', () => {
  it('asks for the app’s code in a focused one-time-code field', async () => {
    await show();
    expect(labelText()).toBe('Code from your app');
    expect(document.activeElement).toBe(field());
    expect(field().getAttribute('autocomplete')).toBe('one-time-code');
    expect(field().getAttribute('inputmode')).toBe('numeric');
  });

  it('logs in with the code as typed, spaces left out, and keeps the session', async () => {
    await show();
    await enter('123 456');
    expect(calls).toEqual([
      { url: '/api/v1/auth/login/second-factor', body: { method: 'totp', code: '123456' } },
    ]);
    expect(onLoggedIn).toHaveBeenCalledOnce();
    expect(queryClient.getQueryData(['session'])).toEqual(session);
  });

  it('says what is wrong with a short code without sending it', async () => {
    await show();
    await enter('12345');
    expect(calls).toHaveLength(0);
    expect(container.textContent).toContain('The code is 6 digits, as your app shows it');
  });

  it('empties and focuses the field again after a wrong code, saying so there', async () => {
    answer = () => refusal(401, 'unauthenticated', secondFactorMessages.wrongCode);
    await show();
    await enter('123456');
    expect(field().value).toBe('');
    expect(document.activeElement).toBe(field());
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(container.textContent).toContain(secondFactorMessages.wrongCode);
    expect(onBack).not.toHaveBeenCalled();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('goes back to the password with the message when the step has ended', async () => {
    answer = () =>
      refusal(429, 'rate_limited', secondFactorMessages.tooManyTries, { restart: true });
    await show();
    await enter('123456');
    expect(onBack).toHaveBeenCalledWith(secondFactorMessages.tooManyTries);
  });

  it('takes a recovery code instead, and goes back to the app’s code', async () => {
    await show();
    await act(async () => button('Use a recovery code instead')!.click());
    await settle();
    expect(labelText()).toBe('Recovery code');
    expect(document.activeElement).toBe(field());
    await enter('abcde-12345');
    expect(calls[0]!.body).toEqual({ method: 'recoveryCode', code: 'abcde12345' });
    await act(async () => button('Use your authenticator app instead')!.click());
    expect(labelText()).toBe('Code from your app');
  });

  it('shows a failure that is not about the code above the field', async () => {
    answer = () => refusal(500, 'internal_error', 'An unknown error occurred');
    await show();
    await enter('123456');
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'An unknown error occurred',
    );
    expect(field().value).toBe('123456');
  });

  it('"Back to log in" goes back to the password', async () => {
    await show();
    await act(async () => button('Back to log in')!.click());
    expect(onBack).toHaveBeenCalledWith();
  });
});
