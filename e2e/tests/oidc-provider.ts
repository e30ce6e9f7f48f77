import http from 'node:http';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (panva's `oidc-provider`) for the single sign-on test, on
 * 127.0.0.1 at E2E_PORT + 5 (the server under test allows that address: e2e/start-server.mjs
 * SSO_ALLOWED_HOSTS). One confidential client for the given redirect URIs, PKCE required, and a
 * login page of its own (labelled, so the fixture's accessibility check of every screen passes
 * it too): the login typed is the person's subject. Consent is given by the grant it loads for
 * its one client. `identities` holds who it knows, by login.
 */
export async function startOidcProvider(redirectUris: string[]) {
  const port = Number(process.env.E2E_PORT ?? 3111) + 5;
  const issuer = `http://127.0.0.1:${port}`;
  const identities = new Map<string, Record<string, unknown>>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'showdesk-e2e',
        client_secret: 'showdesk-e2e-client-secret',
        redirect_uris: redirectUris,
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
    cookies: { keys: ['showdesk-e2e-provider-cookie-key'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      ClientCredentials: 600,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // Its one client is first-party: the scopes it asks for are granted without a consent page.
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      const existing =
        oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client!.clientId);
      if (existing) return oidc.provider.Grant.find(existing);
      const grant = new oidc.provider.Grant({
        clientId: oidc.client!.clientId,
        accountId: oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: (_ctx, id) => {
      const identity = identities.get(id);
      return identity ? { accountId: id, claims: () => ({ sub: id, ...identity }) } : undefined;
    },
  });
  const handle = provider.callback();
  const server = http.createServer((req, res) => {
    const login = /^\/interaction\/([\w-]+)(\/login)?$/.exec(req.url ?? '');
    if (!login) return handle(req, res);
    interaction(req, res, login[1]!, Boolean(login[2])).catch((error: Error) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(error.message);
    });
  });

  /** The login page, and its form's answer (the login is the person's subject). */
  async function interaction(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    uid: string,
    isAnswer: boolean,
  ) {
    if (isAnswer && req.method === 'POST') {
      let body = '';
      for await (const chunk of req) body += chunk;
      const accountId = new URLSearchParams(body).get('login') ?? '';
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    await provider.interactionDetails(req, res);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test identity provider</title></head>
<body><main>
<h1>Test identity provider</h1>
<form method="post" action="/interaction/${uid}/login">
<p><label for="login">Login</label> <input id="login" name="login" required autocomplete="username"></p>
<p><button type="submit">Sign in</button></p>
</form>
</main></body>
</html>`);
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    issuer,
    clientId: 'showdesk-e2e',
    clientSecret: 'showdesk-e2e-client-secret',
    identities,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
