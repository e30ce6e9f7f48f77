import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseAllowedHosts } from '../../../lib/outbound-address.ts';
import { discover, forgetDiscoveries, OidcError, redeemCode } from './oidc.ts';

/**
 * The ID token's checks (OpenID Connect Core §3.1.3.7) against a provider of the test's own
 * that answers whatever token the test signs: the signature by the provider's published keys,
 * the issuer, the audience (and authorised party), the expiry and the nonce, and the guard on
 * every address the server calls.
 */
describe('the ID token of a code exchange', () => {
  let server: http.Server;
  let issuer: string;
  let allowed: ReturnType<typeof parseAllowedHosts>;
  let signingKey: CryptoKey;
  let strangerKey: CryptoKey;
  let nextToken: () => Promise<string>;
  let discoveryIssuer: string | null = null;
  const client = { clientId: 'showdesk', clientSecret: 'secret' };
  const nonce = 'the-sign-in-nonce';

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    signingKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    server = http.createServer(async (req, res) => {
      const json = (body: unknown) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.url === '/.well-known/openid-configuration') {
        return json({
          issuer: discoveryIssuer ?? issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          id_token_signing_alg_values_supported: ['RS256'],
        });
      }
      if (req.url === '/jwks') return json({ keys: [publicJwk] });
      if (req.url === '/token') return json({ id_token: await nextToken(), token_type: 'Bearer' });
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    issuer = `http://127.0.0.1:${port}`;
    allowed = parseAllowedHosts(`127.0.0.1:${port}`);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    forgetDiscoveries();
    discoveryIssuer = null;
  });

  const claims = (more: JWTPayload = {}): JWTPayload => ({
    iss: issuer,
    aud: client.clientId,
    sub: 'subject-1',
    nonce,
    email: 'sam@example.com',
    email_verified: true,
    ...more,
  });
  const sign = (payload: JWTPayload, key = signingKey, expiresIn: string | number = '5m') =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(key);
  const exchange = async () =>
    redeemCode(
      await discover(issuer, allowed),
      client,
      { code: 'code', redirectUri: 'http://expo.test/cb', verifier: 'v', nonce },
      allowed,
    );
  const refused = async () => {
    const error = await exchange().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OidcError);
    return (error as OidcError).kind;
  };

  it('takes a token signed by the provider for this client and this sign-in', async () => {
    nextToken = () => sign(claims());
    await expect(exchange()).resolves.toMatchObject({
      subject: 'subject-1',
      email: 'sam@example.com',
      emailVerified: true,
    });
  });

  it('refuses a token of another issuer', async () => {
    nextToken = () => sign(claims({ iss: 'https://evil.example' }));
    expect(await refused()).toBe('failed');
  });

  it('refuses a token for another client, or for several without this one as its party', async () => {
    nextToken = () => sign(claims({ aud: 'someone-else' }));
    expect(await refused()).toBe('failed');
    nextToken = () => sign(claims({ aud: [client.clientId, 'another'], azp: 'another' }));
    expect(await refused()).toBe('failed');
    nextToken = () => sign(claims({ aud: [client.clientId, 'another'], azp: client.clientId }));
    await expect(exchange()).resolves.toMatchObject({ subject: 'subject-1' });
  });

  it('refuses an expired token', async () => {
    nextToken = () => sign(claims(), signingKey, Math.floor(Date.now() / 1000) - 3600);
    expect(await refused()).toBe('failed');
  });

  it("refuses a token without this sign-in's nonce", async () => {
    nextToken = () => sign(claims({ nonce: 'another-sign-in' }));
    expect(await refused()).toBe('failed');
    nextToken = () => sign(claims({ nonce: undefined }));
    expect(await refused()).toBe('failed');
  });

  it("refuses a token signed by a key that is not the provider's, or not signed at all", async () => {
    nextToken = () => sign(claims(), strangerKey);
    expect(await refused()).toBe('failed');
    nextToken = async () => {
      const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      return `${part({ alg: 'none' })}.${part({ ...claims(), iat: now, exp: now + 60 })}.`;
    };
    expect(await refused()).toBe('failed');
  });

  it('refuses a discovery document that names another issuer', async () => {
    discoveryIssuer = 'https://evil.example';
    await expect(discover(issuer, allowed)).rejects.toMatchObject({ kind: 'failed' });
  });

  it('calls no loopback or plain-http address that SSO_ALLOWED_HOSTS does not name', async () => {
    await expect(discover(issuer, [])).rejects.toBeInstanceOf(OidcError);
    await expect(discover('https://127.0.0.1:1', [])).rejects.toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('not allowed'),
    });
  });
});
