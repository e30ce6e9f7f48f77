import type { Messages } from '@lingui/core';
import { defaultAddressParts, defaultNameParts } from '@showdesk/domain/forms/field-settings';
import { adminLinkGroups } from '@showdesk/domain/platform/admin-links';
import { buildMenu, quickLinks } from '@showdesk/domain/platform/navigation';
import { defaultSidebarSections } from '@showdesk/domain/platform/sidebar';
import { defaultTerminology } from '@showdesk/domain/platform/terminology';
import { memberTaskFilterLabels } from '@showdesk/domain/tasks/member-tasks';
import { taskProgressLabels } from '@showdesk/domain/tasks/task-progress';
import { describe, expect, it } from 'vitest';
import { domainWordMessages } from './domain-words.ts';

describe('the domain’s words on screen', () => {
  it('has a message for every word the screens show from the domain', () => {
    const declared = new Set(domainWordMessages.map((m) => m.id));
    const shown = [
      ...Object.values(defaultTerminology),
      ...defaultSidebarSections.map((section) => section.heading),
      ...adminLinkGroups.flatMap((group) => [group.title, ...group.links.map((l) => l.label)]),
      ...Object.values(taskProgressLabels),
      ...Object.values(memberTaskFilterLabels),
      ...Object.values(defaultAddressParts).map((part) => part.label),
      ...Object.values(defaultNameParts).map((part) => part.label),
      // The sidebar and the quick links as an admin with a team sees them.
      ...buildMenu({
        permissions: 'eventflowAdmin',
        hasTeam: true,
        terminology: defaultTerminology,
        corePages: [],
      }).flatMap((section) => [section.heading, ...section.items.map((item) => item.label)]),
      ...quickLinks('eventflowAdmin', defaultTerminology).map((link) => link.label),
    ];
    expect(shown.filter((word) => !declared.has(word))).toEqual([]);
  });

  it('names each message by its English word', () => {
    for (const message of domainWordMessages) expect(message.message).toBe(message.id);
  });
});

describe('a domain word in the reader’s language', () => {
  it('is found by its English text, and an event’s own word stays as written', async () => {
    const { i18n } = await import('@lingui/core');
    const { messages } = (await import('../locales/de.po')) as { messages: Messages };
    i18n.loadAndActivate({ locale: 'de', messages });
    try {
      expect(i18n._('Due Soon')).toBe('Bald fällig');
      expect(i18n._('Tasks')).toBe('Aufgaben');
      expect(i18n._('Actions')).toBe('Actions');
    } finally {
      i18n.loadAndActivate({ locale: 'en-GB', messages: {} });
    }
  });
});
