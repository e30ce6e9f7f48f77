import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person the test provider signs in: their login is their subject (`sub`). */
export interface TestIdentity {
  email?: string;
  /** What the provider says of the address (a string too, as some providers send it). */
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface TestOidcProvider {
  /** `http://127.0.0.1:<port>`, as the provider names itself. */
  issuer: string;
  port: number;
  clientId: string;
  clientSecret: string;
  /** The people it knows, by login; a test adds its own. */
  identities: Map<string, TestIdentity>;
  /**
   * Signs `login` in at the provider as a browser would, from the authorization address our
   * server sent it to: the provider's login form, then its consent, until it sends the browser
   * back to a redirect URI (returned, with its code and state). `deny` answers the consent
   * with "abort" (the provider then sends `error=access_denied`).
   */
  signIn(authorizationUrl: string, login: string, options?: { deny?: boolean }): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (panva's `oidc-provider`, the certified one) on 127.0.0.1, for
 * the single sign-on tests: one confidential client (client_secret_basic) allowed the given
 * redirect URIs, PKCE required, its development login and consent pages, and its development
 * signing keys. Email claims come from the userinfo endpoint (the ID token carries `sub`, as
 * the provider's conform mode does), so the relying party's both paths are used.
 */
export async function startTestOidcProvider(options: {
  redirectUris: string[];
  port?: number;
}): Promise<TestOidcProvider> {
  const identities = new Map<string, TestIdentity>();
  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'showdesk-test';
  const clientSecret = 'test-client-secret-that-is-long-enough';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    cookies: { keys: ['showdesk-test-provider-cookie-key'] },
    // Lifetimes of its own (the library's defaults are fine, but it notices each one used).
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      ClientCredentials: 600,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, id) => {
      const identity = identities.get(id);
      if (!identity) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...identity }) };
    },
  });
  handler = provider.callback();

  async function signIn(authorizationUrl: string, login: string, { deny = false } = {}) {
    const jar = new Map<string, string>();
    let url = new URL(authorizationUrl);
    let init: { method: string; body?: string } = { method: 'GET' };
    for (let hop = 0; hop < 20; hop++) {
      const response = await fetch(url, {
        method: init.method,
        body: init.body,
        redirect: 'manual',
        headers: {
          cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
          ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = response.headers.get('location');
      if (location) {
        const next = new URL(location, url);
        if (next.origin !== issuer) return next;
        url = next;
        init = { method: 'GET' };
        continue;
      }
      const page = await response.text();
      if (response.status !== 200) throw new Error(`provider: ${response.status} ${page}`);
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
      const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
      if (!action || !prompt) throw new Error(`provider: no form on ${url}`);
      if (prompt === 'consent' && deny) {
        url = new URL(`${new URL(action, url).pathname}/abort`, url);
        init = { method: 'GET' };
        continue;
      }
      url = new URL(action, url);
      const form = new URLSearchParams({ prompt });
      if (prompt === 'login') {
        form.set('login', login);
        form.set('password', 'any');
      }
      init = { method: 'POST', body: form.toString() };
    }
    throw new Error('provider: too many hops');
  }

  return {
    issuer,
    port,
    clientId,
    clientSecret,
    identities,
    signIn,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
