import type { PublicSsoProvider } from '@showdesk/domain/people/sso';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

/**
 * The single sign-on providers the login page of this host's event offers (anyone may ask).
 * Only a type comes from the domain's schema module: the login page's chunk loads no zod.
 */
export const publicSsoProvidersQuery = queryOptions({
  queryKey: ['public-sso-providers'],
  queryFn: () => api.get<PublicSsoProvider[]>('/api/v1/public/sso-providers'),
  staleTime: 5 * 60 * 1000,
  retry: 1,
});

export function usePublicSsoProviders() {
  return useQuery(publicSsoProvidersQuery);
}

/** Where a provider's button leads: the server's start, which sends the browser on to it. */
export function ssoStartUrl(providerId: string, continuePath: string): string {
  const search = continuePath === '/' ? '' : `?${new URLSearchParams({ continue: continuePath })}`;
  return `/api/v1/auth/sso/${encodeURIComponent(providerId)}/start${search}`;
}
