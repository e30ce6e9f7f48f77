// No zod here: the web app's entry chunk reads these without loading the schemas (errors.ts).

/** Machine-readable codes; the message carries the spec's wording. */
export const errorCodes = {
  badRequest: 'bad_request',
  validation: 'validation_failed',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  payloadTooLarge: 'payload_too_large',
  unsupportedMedia: 'unsupported_media_type',
  headersTooLarge: 'request_header_fields_too_large',
  uriTooLong: 'uri_too_long',
  timeout: 'request_timeout',
  internal: 'internal_error',
  /** The installation has no event yet: the web app opens the first-run setup page. */
  setupRequired: 'setup_required',
  /**
   * The account is logged in but only invited to this event (not yet accepted): the web app
   * shows the invitation instead of the app.
   */
  invitationPending: 'invitation_pending',
  /**
   * The event is closed (`events.closed_at`): members and guests may read but not send or
   * change anything (409). The web app shows the message and refreshes the session's closedAt.
   */
  eventClosed: 'event_closed',
  /**
   * The password was right and the account has a second factor: the login's answer (401) names
   * the methods in `details.methods`; the second step is POST /api/v1/auth/login/second-factor.
   */
  secondFactorRequired: 'second_factor_required',
  /**
   * The caller's role requires a second factor they have not set up (a platform admin, or an
   * admin or moderator of an event that requires one): 403 until they set one up.
   */
  secondFactorEnrolmentRequired: 'second_factor_enrolment_required',
  /**
   * A right password of an admin or moderator of an event that requires single sign-on of its
   * staff (403): the message names the login page's provider buttons to use instead.
   */
  ssoRequired: 'sso_required',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** Messages from the spec's error catalogue (calls document, section 8). */
export const messages = {
  unknown: /*i18n*/ 'An unknown error occurred',
  notAuthenticated: /*i18n*/ 'User is not authenticated',
  userNotFound: /*i18n*/ 'User not found',
  invalidCredentials: /*i18n*/ 'Incorrect email or password',
  notAMember: /*i18n*/ "You don't have access to this event",
  forbidden: /*i18n*/ "You don't have permission to do that",
  eventNotFound: /*i18n*/ 'Event ID not found',
  notFound: /*i18n*/ 'Not found',
  cantSelfDelete: /*i18n*/ "Can't self delete",
  rollbackFailed: /*i18n*/ 'Failed to rollback email',
  rollbackNoOriginal: /*i18n*/ 'Original email is not defined in the rollback',
  invalidUser: /*i18n*/ 'Invalid user',
  tooManyRequests: /*i18n*/ 'Too many requests, please try again later',
  invalidToken: /*i18n*/ 'This link is invalid or has expired',
  emailInUse: /*i18n*/ 'That email address is already in use',
  eventClosed: /*i18n*/ 'This event is closed: it can be read but nothing can be sent or changed.',
} as const;

/** Default feedback toast texts (calls document, section 8). */
export const feedbackStates = ['idle', 'error', 'info', 'success', 'warning'] as const;
export type FeedbackState = (typeof feedbackStates)[number];
export const feedbackText: Record<Exclude<FeedbackState, 'idle'>, string> = {
  error: /*i18n*/ 'Something went wrong. Please try again later',
  info: /*i18n*/ 'Information',
  success: /*i18n*/ 'Your updates have been successfully saved',
  warning: /*i18n*/ 'Warning',
};
