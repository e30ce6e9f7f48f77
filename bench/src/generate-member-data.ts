import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppDeps, EventContext } from '@showdesk/server/src/app-deps.ts';
import { teamTypes } from '@showdesk/server/src/db/schema/team-types.ts';
import { addDownload } from '@showdesk/server/src/features/content/downloads/service.ts';
import { addCustomField } from '@showdesk/server/src/features/people/custom-fields/service.ts';
import { idsByName } from './event-rows.ts';

export interface GeneratedMemberData {
  downloads: number;
  customFields: number;
}

/** A small document that sniffs as a PDF (the server checks the bytes, not the name). */
const pdf = (bytes: number) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 0x41)]);

/**
 * What members read and write besides content: `downloads` downloads (every third limited to
 * one team type, one in eight hidden, so the member list filters like a real event's) and two
 * custom fields a team owner fills in on My team. Written through the app's own services, as an
 * admin would through the API, so files land in the server's storage with their rows.
 */
export async function generateMemberData(
  deps: AppDeps,
  ctx: EventContext,
  downloads = 24,
): Promise<GeneratedMemberData> {
  const fields = [
    { label: 'Stand number', type: 'text', placeholder: 'e.g. B12' },
    { label: 'Website', type: 'url', placeholder: 'https://' },
  ];
  for (const field of fields) await addCustomField(deps, ctx, field);

  const typeIds = await idsByName(deps.db, teamTypes, ctx.eventId);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'showdesk-bench-downloads-'));
  try {
    for (let d = 0; d < downloads; d++) {
      const fileName = `exhibitor-guide-${String(d + 1).padStart(2, '0')}.pdf`;
      const data = pdf(20_000 + d * 1_000);
      const filePath = path.join(dir, fileName);
      await writeFile(filePath, data);
      const limited = d % 3 === 1 && typeIds.length > 0;
      await addDownload(deps, ctx, {
        path: filePath,
        fileName,
        size: data.length,
        fields: {
          name: `Exhibitor guide ${d + 1}`,
          description: 'Floor plans, deadlines and the rules of the hall.',
          showDownload: String(d % 8 !== 7),
          showToChildTeams: 'true',
          showToTeamTypeIds: JSON.stringify(limited ? [typeIds[d % typeIds.length]] : []),
        },
        dispose: () => rm(filePath, { force: true }),
      });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return { downloads, customFields: fields.length };
}
