import { api } from './api-client.ts';

/** Ends the session on the server, then reloads into the login page (spec, calls section 7.1). */
export async function logOut() {
  try {
    await api.post('/api/v1/auth/logout');
  } finally {
    window.location.assign('/auth/login');
  }
}
