// No zod here: the web app's entry chunk reads these without loading the schemas (auth.ts).

/** Modes of the links sent by email; the web app routes them to the right /auth screen. */
export const authModes = ['resetPassword', 'setPassword', 'verifyAndChangeEmail'] as const;
export type AuthMode = (typeof authModes)[number];
