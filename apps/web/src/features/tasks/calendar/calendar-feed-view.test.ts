import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  reminderConfirmation,
  reminderSentMessage,
  reminderUnavailable,
} from '../admin/components/task-reminders-text.ts';
import { calendarFeedView, webcalUrl } from './calendar-feed-view.ts';

// The messages speak their English source: no catalogue loaded.
i18n.loadAndActivate({ locale: 'en-GB', messages: {} });

const link = {
  url: 'https://expo.example/api/v1/calendar/abc.ics',
  createdAt: '2027-01-02T03:04:05.000Z',
};

describe('the calendar feed modal', () => {
  it('shows the link only right after making it', () => {
    expect(calendarFeedView(undefined, null)).toBe('loading');
    expect(calendarFeedView({ exists: false, createdAt: null }, null)).toBe('none');
    expect(calendarFeedView({ exists: true, createdAt: link.createdAt }, null)).toBe('hidden');
    expect(calendarFeedView({ exists: true, createdAt: link.createdAt }, link)).toBe('shown');
  });

  it('offers the webcal address of the feed', () => {
    expect(webcalUrl(link.url)).toBe('webcal://expo.example/api/v1/calendar/abc.ics');
    expect(webcalUrl('http://localhost:3000/api/v1/calendar/x.ics')).toBe(
      'webcal://localhost:3000/api/v1/calendar/x.ics',
    );
  });
});

describe('send reminders now', () => {
  it('asks with the number of teams and emails', () => {
    expect(
      reminderConfirmation('Risk assessment', { teams: 12, recipients: 30, sentToday: false }),
    ).toEqual({
      title: 'Send a reminder to 12 teams?',
      body: expect.stringContaining('30 emails about “Risk assessment”'),
    });
    expect(reminderConfirmation('X', { teams: 1, recipients: 1, sentToday: false }).title).toBe(
      'Send a reminder to 1 team?',
    );
    expect(reminderSentMessage({ queued: 1, teams: 1 })).toBe('1 email sent to 1 team');
  });

  it('says why it cannot be used', () => {
    expect(reminderUnavailable(undefined)).toBeNull();
    expect(reminderUnavailable({ teams: 3, recipients: 3, sentToday: false })).toBeNull();
    expect(reminderUnavailable({ teams: 3, recipients: 3, sentToday: true })).toBe(
      'Reminders for this task were sent today',
    );
    expect(reminderUnavailable({ teams: 0, recipients: 0, sentToday: false })).toBe(
      'No team has this task left to do',
    );
    expect(reminderUnavailable({ teams: 2, recipients: 0, sentToday: false })).toBe(
      'The teams with this task have nobody to email',
    );
  });
});
