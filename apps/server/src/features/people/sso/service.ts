import { type ListQuery, type Page, pageInMemory } from '@showdesk/domain/common/list-query';
import {
  type PublicSsoProvider,
  type SsoProvider,
  type SsoProviderChanges,
  type SsoProviderValues,
  ssoLimits,
  ssoMessages,
  ssoProviderScopeIssues,
  type ssoProviderSorts,
} from '@showdesk/domain/people/sso';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import type { AppDeps } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { RefusedAddressError, refuseLiteralAddress } from '../../../lib/outbound-address.ts';
import { type FieldIssue, invalidInput } from '../../../lib/validate.ts';
import { isCallableUrl } from './oidc.ts';
import {
  allEventHosts,
  countProviders,
  deleteProviderRow,
  eventsByIds,
  getProviderRow,
  insertProviderRow,
  listProviderRows,
  providersForEvent,
  type SsoProviderRow,
  updateProviderRow,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'auth'>;

/** The path of the sign-in's callback: the redirect URI registered at every provider. */
export const ssoCallbackPath = '/api/v1/auth/sso/callback';

const notFound = () => AppError.notFound(ssoMessages.notFound);
const invalid = (issues: FieldIssue[]) => invalidInput(ssoMessages.invalid, issues);

/** Whether the login page of `eventId` offers the provider (it names the event, or none). */
export const isForEvent = (row: Pick<SsoProviderRow, 'eventIds'>, eventId: string) =>
  row.eventIds.length === 0 || row.eventIds.includes(eventId);

/** The client secret as kept: encrypted with the server's secret (the auth library's cipher). */
async function sealSecret(deps: Deps, secret: string) {
  const { secret: key } = await deps.auth.$context;
  return symmetricEncrypt({ key, data: secret });
}

/** The provider's client secret, for the code's exchange only. */
export async function openSecret(deps: Deps, row: SsoProviderRow) {
  const { secret: key } = await deps.auth.$context;
  return symmetricDecrypt({ key, data: row.clientSecret });
}

/**
 * The issuer must be callable under the outgoing-request guard: https, or plain http and a
 * private or loopback address only on a host SSO_ALLOWED_HOSTS names. Its name is resolved when
 * a sign-in starts (and refused then if it leads somewhere private); a literal address is
 * refused here already.
 */
function issuerIssues(deps: Deps, issuer: string | undefined): FieldIssue[] {
  if (issuer === undefined) return [];
  if (!isCallableUrl(issuer, deps.config.ssoAllowedHosts)) {
    return [{ path: 'issuer', message: ssoMessages.issuerPlain }];
  }
  try {
    refuseLiteralAddress(new URL(issuer), deps.config.ssoAllowedHosts);
  } catch (error) {
    if (!(error instanceof RefusedAddressError)) throw error;
    return [{ path: 'issuer', message: error.message }];
  }
  return [];
}

/** Refuses a change whose provider would reach no one in particular, or unknown events. */
async function checkReach(
  db: DbOrTx,
  deps: Deps,
  values: Pick<SsoProviderValues, 'emailDomains' | 'eventIds' | 'mayCreateAccounts'> & {
    issuer?: string;
  },
) {
  const issues: FieldIssue[] = [
    ...issuerIssues(deps, values.issuer),
    ...ssoProviderScopeIssues(values).map((i) => ({ path: i.path, message: i.message })),
  ];
  if (values.eventIds.length > 0) {
    const known = await eventsByIds(db, values.eventIds);
    if (known.length !== values.eventIds.length) {
      issues.push({ path: 'eventIds', message: ssoMessages.unknownEvent });
    }
  }
  if (issues.length > 0) throw invalid(issues);
}

type EventHosts = Awaited<ReturnType<typeof allEventHosts>>;

/** The callback on each host name, with the public URL's protocol and port (as links are made). */
function redirectUrisOf(deps: Deps, events: EventHosts): string[] {
  const publicUrl = new URL(deps.config.publicUrl);
  const port = publicUrl.port ? `:${publicUrl.port}` : '';
  const origins = events.flatMap((e) =>
    e.hostnames.length > 0
      ? e.hostnames.map((host) => `${publicUrl.protocol}//${host}${port}`)
      : [publicUrl.origin],
  );
  return [...new Set(origins)].map((origin) => `${origin}${ssoCallbackPath}`);
}

/**
 * Providers as the admin screen shows them, with their events' names and redirect URIs: the
 * events of all of them read in one query (every event's once, if any provider is for every
 * event), whatever their number.
 */
async function toProviders(deps: Deps, rows: SsoProviderRow[]): Promise<SsoProvider[]> {
  const named = [...new Set(rows.flatMap((row) => row.eventIds))];
  const forAll = rows.some((row) => row.eventIds.length === 0);
  const [some, all] = await Promise.all([
    forAll ? Promise.resolve([]) : eventsByIds(deps.db, named),
    forAll ? allEventHosts(deps.db) : Promise.resolve(null),
  ]);
  const byId = new Map((all ?? some).map((e) => [e.id, e]));
  return rows.map((row) => {
    const events = row.eventIds.flatMap((id) => byId.get(id) ?? []);
    return {
      id: row.id,
      name: row.name,
      issuer: row.issuer,
      clientId: row.clientId,
      isClientSecretSet: row.clientSecret.length > 0,
      emailDomains: row.emailDomains,
      events: events
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en-GB')),
      mayCreateAccounts: row.mayCreateAccounts,
      redirectUris: redirectUrisOf(deps, row.eventIds.length === 0 ? (all ?? []) : events),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** A page of the installation's sign-in providers (list convention). */
export async function listProviderPage(
  deps: Deps,
  query: Pick<ListQuery<(typeof ssoProviderSorts)[number]>, 'page' | 'pageSize' | 'sort' | 'q'>,
): Promise<Page<SsoProvider>> {
  const page = pageInMemory(await listProviderRows(deps.db), query, {
    sortValue: {
      name: (p) => p.name.toLocaleLowerCase('en-GB'),
      issuer: (p) => p.issuer,
      createdAt: (p) => p.createdAt.getTime(),
    },
    searchText: (p) => `${p.name} ${p.issuer} ${p.clientId} ${p.emailDomains.join(' ')}`,
  });
  return { ...page, items: await toProviders(deps, page.items) };
}

export async function getProvider(deps: Deps, id: string): Promise<SsoProvider> {
  const row = await getProviderRow(deps.db, id);
  if (!row) throw notFound();
  const [provider] = await toProviders(deps, [row]);
  return provider!;
}

/** Adds a provider; its client secret is kept encrypted and never answered. */
export async function createProvider(
  deps: Deps,
  userId: string,
  input: SsoProviderValues,
): Promise<SsoProvider> {
  const row = await deps.db.transaction(async (tx) => {
    await checkReach(tx, deps, input);
    if ((await countProviders(tx)) >= ssoLimits.perInstallation) {
      throw AppError.conflict(ssoMessages.tooMany);
    }
    return insertProviderRow(tx, {
      id: newId(),
      name: input.name,
      issuer: input.issuer,
      clientId: input.clientId,
      clientSecret: await sealSecret(deps, input.clientSecret),
      emailDomains: input.emailDomains,
      eventIds: input.eventIds,
      mayCreateAccounts: input.mayCreateAccounts,
      createdBy: userId,
      updatedBy: userId,
    });
  });
  const [provider] = await toProviders(deps, [row]);
  return provider!;
}

/** Changes the keys sent; a client secret sent replaces the kept one, none keeps it. */
export async function updateProvider(
  deps: Deps,
  userId: string,
  id: string,
  changes: SsoProviderChanges,
): Promise<SsoProvider> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await getProviderRow(tx, id);
    if (!current) throw notFound();
    await checkReach(tx, deps, {
      issuer: changes.issuer,
      emailDomains: changes.emailDomains ?? current.emailDomains,
      eventIds: changes.eventIds ?? current.eventIds,
      mayCreateAccounts: changes.mayCreateAccounts ?? current.mayCreateAccounts,
    });
    const { clientSecret, ...rest } = changes;
    return updateProviderRow(tx, id, {
      ...rest,
      ...(clientSecret === undefined ? {} : { clientSecret: await sealSecret(deps, clientSecret) }),
      updatedBy: userId,
    });
  });
  if (!row) throw notFound();
  const [provider] = await toProviders(deps, [row]);
  return provider!;
}

/**
 * Deletes a provider: its button goes, and the links of the identities it signed in (the
 * accounts stay, with their passwords; sessions it made end as sessions do).
 */
export async function deleteProvider(deps: Deps, id: string): Promise<void> {
  const deleted = await deps.db.transaction((tx) => deleteProviderRow(tx, id));
  if (!deleted) throw notFound();
}

/** The login page's buttons for the host's event: the providers it offers, by name. */
export async function publicProviders(deps: Deps, eventId: string): Promise<PublicSsoProvider[]> {
  const rows = await providersForEvent(deps.db, eventId);
  return rows.map((row) => ({ id: row.id, name: row.name }));
}
