// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import type { RecordTranslations } from '@showdesk/domain/platform/translations';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { TranslationsEditor } from './translations-editor.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// The screens speak their English source: no catalogue loaded.
i18n.loadAndActivate({ locale: 'en-GB', messages: {} });

const record = (translations: RecordTranslations['translations']): RecordTranslations => ({
  kind: 'email-templates',
  recordId: 'welcome',
  title: 'Welcome',
  defaultLanguage: 'en-GB',
  languages: ['de', 'fr'],
  source: [
    { key: 'title', part: 'title', context: null, format: 'text', text: 'Welcome' },
    { key: 'intro', part: 'description', context: 'Intro', format: 'text', text: 'Hello all' },
    { key: 'subject', part: 'subject', context: null, format: 'liquid', text: 'Hi {{ name }}' },
    { key: 'body', part: 'body', context: null, format: 'liquid', text: '<p>Hi {{ name }},</p>\n' },
  ],
  translations,
});

let root: Root;
let container: HTMLDivElement;
let onSave: Mock<(language: string, texts: Record<string, string>) => Promise<RecordTranslations>>;

const settle = async () => {
  for (let i = 0; i < 3; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
};

async function show(shown: RecordTranslations) {
  const router = createMemoryRouter([
    { path: '/', element: <TranslationsEditor record={shown} onSave={onSave} /> },
  ]);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root.render(
      <I18nProvider i18n={i18n}>
        <MantineProvider env="test">
          <RouterProvider router={router} />
        </MantineProvider>
      </I18nProvider>,
    );
  });
  await settle();
}

/** The input an accessible label names. */
function field(label: string) {
  const found = [...container.querySelectorAll('label')].find(
    (l) => l.textContent?.replace(/\s+/g, ' ').trim() === label,
  );
  expect(found, label).toBeDefined();
  return document.getElementById(found!.htmlFor) as HTMLInputElement | HTMLTextAreaElement;
}

async function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype =
    input instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const missingBadges = () =>
  [...container.querySelectorAll('.mantine-Badge-root')].filter(
    (badge) => badge.textContent === 'Missing',
  ).length;
const saveButton = () =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Save')!;
const status = () => container.querySelector('[role="status"]')?.textContent;

async function chooseLanguage(value: string) {
  const radio = container.querySelector(`input[type="radio"][value="${value}"]`) as HTMLElement;
  await act(async () => radio.click());
  await settle();
}

beforeEach(() => {
  onSave = vi.fn(async (language, texts) => record({ de: {}, fr: {}, [language]: texts }));
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

describe('TranslationsEditor', () => {
  it('marks each text a language lacks as missing, and counts what it has', async () => {
    await show(record({ de: { title: 'Willkommen' }, fr: {} }));
    // German first: the first language a text is missing in.
    expect(field('German translation of Title').value).toBe('Willkommen');
    expect(missingBadges()).toBe(3);
    expect(status()).toBe('1 of 4 translated');

    await chooseLanguage('fr');
    expect(field('French translation of Title').value).toBe('');
    expect(missingBadges()).toBe(4);
    expect(status()).toBe('0 of 4 translated');
    // A text of its own context is named by it; a template of lines has a box, of one a line.
    expect(field('French translation of Description (Intro)')).toBeInstanceOf(HTMLInputElement);
    expect(field('French translation of Subject')).toBeInstanceOf(HTMLInputElement);
    expect(field('French translation of Text')).toBeInstanceOf(HTMLTextAreaElement);
  });

  it('keeps Save disabled until a text changes, and again once it is changed back', async () => {
    await show(record({ de: { title: 'Willkommen' }, fr: {} }));
    expect(saveButton().disabled).toBe(true);
    const title = field('German translation of Title');
    await type(title, 'Hallo');
    expect(saveButton().disabled).toBe(false);
    await type(title, 'Willkommen');
    expect(saveButton().disabled).toBe(true);
    // Blank is no translation: spaces typed into an empty text change nothing.
    await type(field('German translation of Description (Intro)'), '   ');
    expect(saveButton().disabled).toBe(true);
  });

  it('saves each changed language whole, and only the languages changed', async () => {
    await show(record({ de: { title: 'Willkommen', intro: 'Hallo alle' }, fr: {} }));
    await type(field('German translation of Title'), 'Herzlich willkommen');
    await act(async () => saveButton().click());
    await settle();

    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith('de', {
      title: 'Herzlich willkommen',
      intro: 'Hallo alle',
    });
    expect(saveButton().disabled).toBe(true);

    // A copied default text, in a second language, is saved with that language only.
    await chooseLanguage('fr');
    const copy = [...container.querySelectorAll('button')].find(
      (b) => b.getAttribute('aria-label') === 'Copy the default text: Title',
    );
    await act(async () => copy!.click());
    expect(field('French translation of Title').value).toBe('Welcome');
    expect(document.activeElement).toBe(field('French translation of Title'));
    await act(async () => saveButton().click());
    await settle();
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(onSave).toHaveBeenLastCalledWith('fr', { title: 'Welcome' });
  });

  it("shows a refused text's message on its own row", async () => {
    const message = 'Liquid syntax error: Unknown tag';
    onSave.mockRejectedValueOnce(
      new ApiError(400, 'validation_failed', message, [{ path: 'body.texts.body', message }]),
    );
    await show(record({ de: {}, fr: {} }));
    const body = field('German translation of Text');
    await type(body, 'Hallo {% oops %}');
    await act(async () => saveButton().click());
    await settle();

    expect(body.getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelectorAll('.mantine-InputWrapper-error')).toHaveLength(1);
    expect(container.querySelector('.mantine-InputWrapper-error')?.textContent).toBe(message);
    // Still to save: the refused change stays.
    expect(saveButton().disabled).toBe(false);
  });
});
