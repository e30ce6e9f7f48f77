import { authModes } from '@showdesk/domain/people/auth-modes';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** What an auth flow carries from its emailed link or login redirect (spec section 2). */
export interface AuthFlow {
  continuePath?: string;
  mode?: (typeof authModes)[number];
  token?: string;
  uid?: string;
}

const storageKey = 'showdesk:auth-flow';

function readStored(): AuthFlow {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as AuthFlow;
  } catch {
    return {};
  }
}

/** Only paths inside the app may be continued to; anything else falls back to the dashboard. */
export function safeContinuePath(path: string | undefined): string {
  return path && /^\/(?!\/)/.test(path) && !path.startsWith('/auth') ? path : '/';
}

/**
 * The state of the current auth flow: taken from the link's query (continue, mode, token, uid),
 * kept in this tab while the flow moves between /auth screens, and cleared at its end.
 */
export function useAuthFlow() {
  const [params] = useSearchParams();
  const [flow] = useState<AuthFlow>(() => {
    const fromUrl: AuthFlow = {};
    const continuePath = params.get('continue');
    const mode = params.get('mode');
    const token = params.get('token');
    const uid = params.get('uid');
    if (continuePath) fromUrl.continuePath = continuePath;
    if (mode && (authModes as readonly string[]).includes(mode)) {
      fromUrl.mode = mode as AuthFlow['mode'];
    }
    if (token) fromUrl.token = token;
    if (uid) fromUrl.uid = uid;
    const merged = { ...readStored(), ...fromUrl };
    sessionStorage.setItem(storageKey, JSON.stringify(merged));
    return merged;
  });
  return {
    flow,
    continueTo: safeContinuePath(flow.continuePath),
    clear: () => sessionStorage.removeItem(storageKey),
  };
}
