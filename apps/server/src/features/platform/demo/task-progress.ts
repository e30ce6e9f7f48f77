import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { taskGroups, taskStatuses } from '../../../db/schema/tasks.ts';
import { addTaskAttachment } from '../../tasks/attachments.ts';
import { addTask } from '../../tasks/service.ts';
import { dayFrom } from './tasks.ts';

/**
 * A one-page PDF form (A4, Helvetica) with a title and lines to fill in, built byte by byte so
 * that its cross-reference table points at each object exactly.
 */
export function demoPdfForm(title: string, lines: string[]): Buffer {
  const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = [
    'BT /F1 20 Tf 56 780 Td',
    `(${pdfText(title)}) Tj ET`,
    ...lines.flatMap((line, i) => {
      const y = 720 - i * 48;
      return [
        `BT /F1 11 Tf 56 ${y} Td (${pdfText(line)}) Tj ET`,
        `56 ${y - 16} m 539 ${y - 16} l S`,
      ];
    }),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * The organisers' side of progress in the demo: a PDF form task with its PDF (stored like any
 * upload), in the "Before the show" group. Answers the task's id.
 */
export async function seedDemoPdfFormTask(
  deps: AppDeps,
  admin: EventContext,
  today = new Date(),
): Promise<string> {
  const [before] = await deps.db
    .select({ id: taskGroups.id })
    .from(taskGroups)
    .where(and(eq(taskGroups.eventId, admin.eventId), eq(taskGroups.title, 'Before the show')));
  const pdfTask = await addTask(deps, admin, {
    groupIds: before ? [before.id] : [],
    title: 'Return the electrics order form',
    type: 'pdfForm',
    isApprovalNeeded: true,
    dueDate: dayFrom(today, 25),
    description:
      '<p>Download the form, fill in the sockets and lighting your stand needs, and send it back.</p>',
  });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'showdesk-demo-'));
  try {
    const file = path.join(dir, 'form.pdf');
    const data = demoPdfForm('Stand electrics order form', [
      'Company name',
      'Stand number',
      'Number of 13A sockets',
      'Lighting (spotlights, floodlights)',
      'Signature and date',
    ]);
    await writeFile(file, data);
    await addTaskAttachment(deps, admin, pdfTask.id, {
      path: file,
      fileName: 'Electrics order form.pdf',
      size: data.length,
      fields: {},
      dispose: async () => {},
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return pdfTask.id;
}

/**
 * The demo team's side: it has sent the PDF form task back (asked by its member two hours
 * ago), and it waits for approval, so the task report has something to approve.
 */
export async function seedDemoTaskProgress(
  tx: DbOrTx,
  eventId: string,
  pdfTaskId: string,
  team: { teamId: string; memberId: string },
  today = new Date(),
): Promise<void> {
  const askedAt = new Date(today.getTime() - 2 * 60 * 60 * 1000);
  await tx.insert(taskStatuses).values({
    eventId,
    taskId: pdfTaskId,
    teamId: team.teamId,
    isComplete: true,
    approvalStatus: 'pending',
    assignedTo: [team.memberId],
    createdAt: askedAt,
    createdBy: team.memberId,
    updatedAt: askedAt,
    updatedBy: team.memberId,
  });
}
