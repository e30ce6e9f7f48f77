import { createHash, randomBytes } from 'node:crypto';
import {
  createLocalJWKSet,
  type JSONWebKeySet,
  type JWTPayload,
  errors as joseErrors,
  jwtVerify,
} from 'jose';
import { type AllowedHosts, isAllowedHost } from '../../../lib/outbound-address.ts';
import { sendOutbound } from '../../../lib/outbound-request.ts';

/**
 * The relying party's side of OpenID Connect (Core 1.0, the authorization code flow with PKCE,
 * RFC 7636): discovery, the authorization request, the code's exchange and the ID token's
 * checks (Core §3.1.3.7). Every request to a provider goes through `sendOutbound`, the guard
 * webhooks use: loopback, private, link-local and metadata addresses are refused at every hop
 * unless SSO_ALLOWED_HOSTS names the host, and only such a host may be plain http.
 */

/** A failure to tell the person: the provider could not be reached, or its answer is not right. */
export class OidcError extends Error {
  readonly kind: 'unavailable' | 'failed';
  constructor(kind: 'unavailable' | 'failed', message: string) {
    super(message);
    this.name = 'OidcError';
    this.kind = kind;
  }
}

export interface Discovery {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUri: string;
  userinfoEndpoint: string | null;
  /** The signing algorithms of its ID tokens (asymmetric ones only; RS256 when it names none). */
  algorithms: string[];
  tokenAuth: 'client_secret_basic' | 'client_secret_post';
}

const cacheMs = 10 * 60 * 1000;
const discoveries = new Map<string, { at: number; discovery: Discovery }>();
const keySets = new Map<string, { at: number; keys: JSONWebKeySet }>();
const asymmetric = /^(RS|PS|ES)(256|384|512)$|^EdDSA$|^Ed25519$/;

/** Forgets what was read of the providers (tests; a provider whose keys rotated refetches itself). */
export function forgetDiscoveries() {
  discoveries.clear();
  keySets.clear();
}

/** Whether the server may call this address: https, or http on an allowed host. */
export function isCallableUrl(value: string, allowed: AllowedHosts): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  if (url.protocol !== 'http:') return false;
  return isAllowedHost(allowed, url.hostname.replace(/^\[|\]$/g, ''), Number(url.port || 80));
}

async function getJson(
  url: string,
  allowed: AllowedHosts,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; json: Record<string, unknown> | null }> {
  if (!isCallableUrl(url, allowed)) {
    throw new OidcError('failed', `${url} is not an https address`);
  }
  let response: Awaited<ReturnType<typeof sendOutbound>>;
  try {
    response = await sendOutbound(
      {
        url,
        method: init.method ?? 'GET',
        headers: { Accept: 'application/json', ...init.headers },
        body: init.body,
      },
      { allowedHosts: allowed, timeoutMs: 10_000, maxRedirects: 2, maxResponseBytes: 512 * 1024 },
    );
  } catch (error) {
    throw new OidcError('unavailable', (error as Error).message);
  }
  let json: Record<string, unknown> | null = null;
  try {
    const parsed = JSON.parse(response.text) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      json = parsed as Record<string, unknown>;
    }
  } catch {
    json = null;
  }
  return { status: response.statusCode, json };
}

const stringField = (json: Record<string, unknown>, key: string) =>
  typeof json[key] === 'string' ? (json[key] as string) : null;
const withoutSlash = (value: string) => value.replace(/\/+$/, '');

/**
 * The provider's discovery document (OpenID Connect Discovery 1.0), read at most every ten
 * minutes. Its `issuer` must be the one configured (a trailing slash aside) and every endpoint
 * callable under the guard's rules.
 */
export async function discover(issuer: string, allowed: AllowedHosts): Promise<Discovery> {
  const cached = discoveries.get(issuer);
  if (cached && Date.now() - cached.at < cacheMs) return cached.discovery;
  const url = `${withoutSlash(issuer)}/.well-known/openid-configuration`;
  const { status, json } = await getJson(url, allowed);
  if (status !== 200 || !json) {
    throw new OidcError('unavailable', `The discovery document answered ${status}`);
  }
  const named = stringField(json, 'issuer');
  if (!named || withoutSlash(named) !== withoutSlash(issuer)) {
    throw new OidcError('failed', `The discovery document names another issuer (${named})`);
  }
  const endpoint = (key: string) => {
    const value = stringField(json, key);
    if (!value || !isCallableUrl(value, allowed)) {
      throw new OidcError('failed', `The discovery document's ${key} is missing or not https`);
    }
    return value;
  };
  const userinfo = stringField(json, 'userinfo_endpoint');
  const algorithms = Array.isArray(json.id_token_signing_alg_values_supported)
    ? (json.id_token_signing_alg_values_supported as unknown[]).filter(
        (alg): alg is string => typeof alg === 'string' && asymmetric.test(alg),
      )
    : [];
  const methods = Array.isArray(json.token_endpoint_auth_methods_supported)
    ? (json.token_endpoint_auth_methods_supported as unknown[])
    : ['client_secret_basic'];
  const discovery: Discovery = {
    issuer: named,
    authorizationEndpoint: endpoint('authorization_endpoint'),
    tokenEndpoint: endpoint('token_endpoint'),
    jwksUri: endpoint('jwks_uri'),
    userinfoEndpoint: userinfo && isCallableUrl(userinfo, allowed) ? userinfo : null,
    algorithms: algorithms.length > 0 ? algorithms : ['RS256'],
    tokenAuth:
      methods.includes('client_secret_basic') || !methods.includes('client_secret_post')
        ? 'client_secret_basic'
        : 'client_secret_post',
  };
  discoveries.set(issuer, { at: Date.now(), discovery });
  return discovery;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** A random value for state, nonce and the PKCE verifier (256 bits). */
export const randomToken = () => base64url(randomBytes(32));

/** The PKCE challenge of a verifier (S256). */
export const codeChallenge = (verifier: string) =>
  base64url(createHash('sha256').update(verifier).digest());

/** The address the person's browser is sent to, to sign in at the provider. */
export function authorizationUrl(
  discovery: Discovery,
  request: {
    clientId: string;
    redirectUri: string;
    state: string;
    nonce: string;
    verifier: string;
  },
): string {
  const url = new URL(discovery.authorizationEndpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', request.clientId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('state', request.state);
  url.searchParams.set('nonce', request.nonce);
  url.searchParams.set('code_challenge', codeChallenge(request.verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  name: string;
}

/**
 * Exchanges the code (with the PKCE verifier, authenticated with the client secret) and checks
 * the ID token: its signature by the provider's keys, issuer, audience (and authorised party),
 * expiry, issue time and nonce. Email claims missing from the token are read from the userinfo
 * endpoint, whose `sub` must be the token's.
 */
export async function redeemCode(
  discovery: Discovery,
  client: { clientId: string; clientSecret: string },
  exchange: { code: string; redirectUri: string; verifier: string; nonce: string },
  allowed: AllowedHosts,
): Promise<VerifiedIdentity> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
    code_verifier: exchange.verifier,
  });
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  if (discovery.tokenAuth === 'client_secret_basic') {
    const id = encodeURIComponent(client.clientId);
    const secret = encodeURIComponent(client.clientSecret);
    headers.Authorization = `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
  } else {
    form.set('client_id', client.clientId);
    form.set('client_secret', client.clientSecret);
  }
  const token = await getJson(discovery.tokenEndpoint, allowed, {
    method: 'POST',
    headers,
    body: form.toString(),
  });
  const idToken = token.json && stringField(token.json, 'id_token');
  if (token.status !== 200 || !idToken) {
    const reason = token.json ? stringField(token.json, 'error') : null;
    throw new OidcError('failed', `The token endpoint answered ${token.status} ${reason ?? ''}`);
  }
  const claims = await verifyIdToken(discovery, idToken, client.clientId, exchange.nonce, allowed);
  let profile: Record<string, unknown> = claims;
  const accessToken = token.json ? stringField(token.json, 'access_token') : null;
  if (claims.email === undefined && discovery.userinfoEndpoint && accessToken) {
    const info = await getJson(discovery.userinfoEndpoint, allowed, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    if (info.status !== 200 || !info.json || info.json.sub !== claims.sub) {
      throw new OidcError('failed', 'The userinfo endpoint did not answer for the same person');
    }
    // What the ID token says wins; the userinfo endpoint fills in what it left out.
    profile = { ...info.json, ...claims };
  }
  const text = (key: string) => (typeof profile[key] === 'string' ? (profile[key] as string) : '');
  const email = text('email').trim().toLowerCase();
  return {
    subject: claims.sub as string,
    email: email || null,
    // Some providers send the claim as the string "true".
    emailVerified: profile.email_verified === true || profile.email_verified === 'true',
    givenName: text('given_name').trim(),
    familyName: text('family_name').trim(),
    name: text('name').trim(),
  };
}

async function keysOf(jwksUri: string, allowed: AllowedHosts, fresh: boolean) {
  const cached = keySets.get(jwksUri);
  if (!fresh && cached && Date.now() - cached.at < cacheMs) return cached.keys;
  const { status, json } = await getJson(jwksUri, allowed);
  if (status !== 200 || !json || !Array.isArray(json.keys)) {
    throw new OidcError('unavailable', `The provider's keys answered ${status}`);
  }
  const keys = json as unknown as JSONWebKeySet;
  keySets.set(jwksUri, { at: Date.now(), keys });
  return keys;
}

async function verifyIdToken(
  discovery: Discovery,
  idToken: string,
  clientId: string,
  nonce: string,
  allowed: AllowedHosts,
): Promise<JWTPayload & Record<string, unknown>> {
  const verify = async (fresh: boolean) =>
    jwtVerify(idToken, createLocalJWKSet(await keysOf(discovery.jwksUri, allowed, fresh)), {
      issuer: discovery.issuer,
      audience: clientId,
      algorithms: discovery.algorithms,
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 60,
      maxTokenAge: '1 hour',
    });
  let payload: JWTPayload;
  try {
    try {
      ({ payload } = await verify(false));
    } catch (error) {
      // Keys rotated since they were read: read them again, once.
      if (!(error instanceof joseErrors.JWKSNoMatchingKey)) throw error;
      ({ payload } = await verify(true));
    }
  } catch (error) {
    if (error instanceof OidcError) throw error;
    throw new OidcError('failed', `The ID token was refused: ${(error as Error).message}`);
  }
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (audiences.length > 1 && payload.azp !== clientId) {
    throw new OidcError('failed', 'The ID token was issued to another party (azp)');
  }
  if (typeof payload.nonce !== 'string' || payload.nonce !== nonce) {
    throw new OidcError('failed', 'The ID token does not carry this sign-in’s nonce');
  }
  if (typeof payload.sub !== 'string' || !payload.sub) {
    throw new OidcError('failed', 'The ID token names no subject');
  }
  return payload as JWTPayload & Record<string, unknown>;
}
