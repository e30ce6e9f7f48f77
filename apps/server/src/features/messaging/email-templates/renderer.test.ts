import { emailTemplateKinds } from '@showdesk/domain/messaging/email-templates';
import { describe, expect, it } from 'vitest';
import { PoolTaskError } from '../../../lib/worker-pool.ts';
import { defaultTemplates } from './defaults.ts';
import { createEmailRenderer } from './renderer.ts';

const layout = { eventName: 'Harbour Expo', navBgColor: '#1f3a5f' };
const subjects = emailTemplateKinds.map((kind) => ({
  kind,
  subject: defaultTemplates[kind].subject,
}));

describe('the email renderer', () => {
  it('renders a list of subjects once: the same subjects and layout again need no thread', async () => {
    const renderer = createEmailRenderer();
    const first = await renderer.sampleSubjects(subjects, layout);
    expect(first[emailTemplateKinds.indexOf('welcome')]).toBe('Welcome to Harbour Expo');
    // With its threads gone, the renderer can still answer what it rendered before…
    await renderer.close();
    expect(await renderer.sampleSubjects(subjects, layout)).toEqual(first);
    // …but nothing new: another event's name, or an edited subject, is a new render.
    await expect(
      renderer.sampleSubjects(subjects, { ...layout, eventName: 'Dock Fair' }),
    ).rejects.toBeInstanceOf(PoolTaskError);
    const edited = subjects.map((s) =>
      s.kind === 'welcome' ? { ...s, subject: 'Hello from {{ eventName }}' } : s,
    );
    await expect(renderer.sampleSubjects(edited, layout)).rejects.toBeInstanceOf(PoolTaskError);
  });
});
