import { describe, expect, it } from 'vitest';
import { corePageCardTitle, defaultTerminology, singularTerm, withTerms } from './terminology.ts';

const renamed = {
  ...defaultTerminology,
  tasks: 'Actions',
  downloads: 'Files',
  suppliers: 'Vendors',
  timeTable: 'Schedule',
};

describe('withTerms', () => {
  it('puts the event terms into fixed labels, plural and singular', () => {
    expect(withTerms('Tasks', renamed)).toBe('Actions');
    expect(withTerms('Task groups', renamed)).toBe('Action groups');
    expect(withTerms('Supplier groups', renamed)).toBe('Vendor groups');
    expect(withTerms('Assets and downloads', renamed)).toBe('Assets and files');
    expect(withTerms('Add download', renamed)).toBe('Add file');
    expect(withTerms('Open the time table', renamed)).toBe('Open the schedule');
  });
  it('leaves other words and an unrenamed event alone', () => {
    expect(withTerms('Taskforce', renamed)).toBe('Taskforce');
    expect(withTerms('Task groups', defaultTerminology)).toBe('Task groups');
  });
});

describe('singularTerm', () => {
  it('follows the plain English rule', () => {
    expect(singularTerm('Actions')).toBe('Action');
    expect(singularTerm('Activities')).toBe('Activity');
    expect(singularTerm('Schedule')).toBe('Schedule');
    expect(singularTerm('Business')).toBe('Business');
  });
});

describe('corePageCardTitle', () => {
  it("shows the event's term on a card that still has the default word", () => {
    expect(corePageCardTitle('Tasks', 'tasks', renamed)).toBe('Actions');
    expect(corePageCardTitle('Time Table', 'timeTable', renamed)).toBe('Schedule');
  });
  it("keeps a title the organiser wrote, and other cards' titles", () => {
    expect(corePageCardTitle('Your to-do list', 'tasks', renamed)).toBe('Your to-do list');
    expect(corePageCardTitle('Tasks', 'https://example.com', renamed)).toBe('Tasks');
  });
});
