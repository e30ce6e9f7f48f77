import { describe, expect, it } from 'vitest';
import {
  createContentInputSchema,
  createSectionInputSchema,
  isContentPublic,
  isContentVisible,
} from './content.ts';
import { formatDownloadSize, isDownloadVisible } from './downloads.ts';

describe('content sections', () => {
  it('reduces a pasted YouTube link to its shortcode', () => {
    const parsed = createSectionInputSchema.parse({
      type: 'youTube',
      data: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    });
    expect(parsed).toMatchObject({ type: 'youTube', data: 'dQw4w9WgXcQ', isPublished: true });
  });

  it('checks each type against its own data', () => {
    expect(
      createSectionInputSchema.safeParse({
        type: 'button',
        data: { text: 'Go', link: '/downloads' },
      }).success,
    ).toBe(true);
    expect(
      createSectionInputSchema.safeParse({
        type: 'button',
        data: { text: 'Go', link: 'javascript:alert(1)' },
      }).success,
    ).toBe(false);
    expect(
      createSectionInputSchema.safeParse({ type: 'table', data: { columnCount: 2, rows: [['a']] } })
        .success,
    ).toBe(false);
    expect(
      createSectionInputSchema.safeParse({
        type: 'table',
        data: { columnCount: '2', rows: [['a', 'b']] },
      }).success,
    ).toBe(true);
    expect(createSectionInputSchema.safeParse({ type: 'nope', data: '' }).success).toBe(false);
    expect(createSectionInputSchema.parse({ type: 'callout', data: { text: 'Hi' } })).toMatchObject(
      {
        data: { variant: 'default', text: 'Hi' },
      },
    );
  });

  it('defaults a new page to unpublished and private', () => {
    expect(createContentInputSchema.parse({ title: '  Stand build ' })).toMatchObject({
      title: 'Stand build',
      isPublished: false,
      isPublic: false,
      isFeatured: false,
      icon: 'file-text',
      allowedTeamTypeIds: [],
    });
  });
});

describe('visibility', () => {
  const page = {
    isPublished: true,
    isArchived: false,
    isPublic: false,
    allowedTeamTypeIds: ['t1'],
    showToChildTeams: false,
  };
  const reader = { teamTypeId: 't1', isChildTeam: false, isOrganiser: false };
  it('shows a page to its team type only, never archived or unpublished ones', () => {
    expect(isContentVisible(page, reader)).toBe(true);
    expect(isContentVisible(page, { ...reader, teamTypeId: 't2' })).toBe(false);
    expect(isContentVisible(page, { ...reader, teamTypeId: null })).toBe(false);
    expect(
      isContentVisible({ ...page, allowedTeamTypeIds: [] }, { ...reader, teamTypeId: null }),
    ).toBe(true);
    expect(isContentVisible({ ...page, isArchived: true }, { ...reader, isOrganiser: true })).toBe(
      false,
    );
    expect(isContentVisible(page, { ...reader, isChildTeam: true })).toBe(false);
    expect(isContentPublic(page)).toBe(false);
    expect(isContentPublic({ ...page, isPublic: true })).toBe(true);
  });

  it('shows a download unless hidden from the type', () => {
    const download = {
      showDownload: true,
      showToChildTeams: false,
      showToTeamTypeIds: [],
      hideFromTeamTypeIds: ['t1'],
      data: '/f',
    };
    expect(isDownloadVisible(download, reader)).toBe(false);
    expect(isDownloadVisible(download, { ...reader, teamTypeId: 't2' })).toBe(true);
    expect(isDownloadVisible({ ...download, data: '' }, { ...reader, teamTypeId: 't2' })).toBe(
      false,
    );
  });

  it('formats sizes as the spec says', () => {
    expect(formatDownloadSize(2_500_000)).toBe('2.5 MB');
    expect(formatDownloadSize(1_500)).toBe('1.5 KB');
    expect(formatDownloadSize(999)).toBe('999 bytes');
  });
});
