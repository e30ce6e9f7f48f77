import type { TipsSettings } from '@showdesk/domain/platform/tips';

/**
 * The demo event's 'Tips and tricks' (spec section 2's aside): a short, useful tip for each
 * area, as an organiser would write them, so the aside shows what it is for instead of its
 * default text.
 */
export const demoTips: TipsSettings = {
  dashboard:
    'Start with the tasks due soonest: the dashboard cards show what your team still has to do before build-up.',
  content:
    'Pages marked Featured are the ones the organisers update most. Bookmark the exhibitor manual: it changes as the show gets closer.',
  downloads:
    'Download the floor plan and the stand build rules before you brief your contractor. New files appear here as soon as they are published.',
  forms:
    'A form saves a draft as you go: you can leave and come back. Send it when every required field is filled in.',
  suppliers:
    'The official suppliers can deliver straight to your stand. Book electrics and furniture early: prices rise four weeks before the show.',
  tasks:
    'Open a task to see what it needs and ask the organisers in its comments. Tasks due soon are marked on the list.',
  timeTable: 'All times are local to the venue. Build-up starts two days before the doors open.',
  notifications: 'Opening a notification’s page marks it read. Important news also comes by email.',
  team: 'Add the people who staff your stand: each gets their own login and sees the same tasks.',
  account: 'Keep your email up to date: reminders and badges are sent there.',
  admin:
    'Wide tables fold this aside away to make room: open it again from the bulb. Each list keeps its search, filters and sort in the address, so a link shares the exact view.',
};
