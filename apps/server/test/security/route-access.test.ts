import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { tenancy } from '../../src/plugins/tenancy.ts';
import { routeAccessPlugin } from '../../src/security/route-access.ts';

const schema = { summary: 'A route' };
const handler = async () => ({ ok: true });

/** A bare app with the access plugin, plus whatever routes `add` registers. */
async function appWith(add: (app: FastifyInstance) => Promise<void> | void) {
  const app = Fastify();
  await app.register(routeAccessPlugin);
  await add(app);
  return app;
}

describe('route access declarations', () => {
  it('refuses, when it is registered, an event route without a permission level', async () => {
    const registering = appWith(async (root) => {
      await root.register(async (scoped) => {
        await tenancy(scoped);
        scoped.get('/events/:eventId/things', { schema }, handler);
      });
    });
    await expect(registering.then((app) => app.ready())).rejects.toThrow(
      /must declare config.permission/,
    );
  });

  it('refuses a team owner route above level user', async () => {
    const registering = appWith(async (root) => {
      await root.register(async (scoped) => {
        await tenancy(scoped);
        const config = { permission: 'admin', teamRole: 'owner' } as const;
        scoped.patch('/events/:eventId/mine', { config, schema }, handler);
      });
    });
    await expect(registering.then((app) => app.ready())).rejects.toThrow(
      /team owner route is for members/,
    );
  });

  it('refuses a documented route outside the guard that declares no access', async () => {
    const app = await appWith((root) => {
      root.get('/api/v1/things', { schema }, handler);
    });
    await expect(app.ready()).rejects.toThrow(/GET \/api\/v1\/things declares no config.access/);
  });

  it('refuses a permission declared outside the guard, where nothing would check it', async () => {
    const app = await appWith((root) => {
      root.get('/api/v1/things', { config: { permission: 'admin' }, schema }, handler);
    });
    await expect(app.ready()).rejects.toThrow(/outside the tenancy guard/);
  });

  it('starts with every route declared, each described by its access for the API document', async () => {
    const documented = new Map<string, unknown>();
    const app = await appWith(async (root) => {
      // Runs after the access plugin's own hook, so it sees the schema as swagger will.
      root.addHook('onRoute', (route) => {
        if (route.method === 'GET') documented.set(route.url, route.schema);
      });
      root.get('/api/v1/open', { config: { access: 'public' }, schema }, handler);
      root.get('/hidden', { schema: { hide: true } }, handler);
      await root.register(async (scoped) => {
        await tenancy(scoped);
        const config = { permission: 'moderator' } as const;
        scoped.get('/events/:eventId/things', { config, schema }, handler);
      });
    });
    await app.ready();
    expect(documented.get('/api/v1/open')).toMatchObject({
      'x-access': 'public',
      description: 'Access: anyone, no login.',
    });
    expect(documented.get('/events/:eventId/things')).toMatchObject({
      'x-access': 'event:moderator',
      description: expect.stringContaining('moderator level or above'),
    });
    expect(documented.get('/hidden')).not.toHaveProperty('x-access');
    await app.close();
  });
});
