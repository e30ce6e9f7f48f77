const base = '/admin/integrations/event-webhooks';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** The event webhooks screens' addresses (admin). */
export const eventWebhookPaths = {
  list: base,
  add: `${base}/add`,
  one,
  edit: (id: string) => `${one(id)}/edit`,
} as const;
