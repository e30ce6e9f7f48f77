const id = (value: string) => encodeURIComponent(value);

/** The addresses of the organisers' form and field group screens. */
export const formPaths = {
  list: '/admin/forms',
  add: '/admin/forms/add',
  archived: '/admin/forms/archived',
  builder: (formId: string) => `/admin/forms/${id(formId)}`,
  settings: (formId: string) => `/admin/forms/${id(formId)}/settings`,
  submissions: (formId: string) => `/admin/forms/${id(formId)}/submissions`,
  confirmations: (formId: string) => `/admin/forms/${id(formId)}/confirmations`,
  addConfirmation: (formId: string) => `/admin/forms/${id(formId)}/confirmations/add`,
  confirmation: (formId: string, confirmationId: string) =>
    `/admin/forms/${id(formId)}/confirmations/${id(confirmationId)}`,
  notifications: (formId: string) => `/admin/forms/${id(formId)}/notifications`,
  addNotification: (formId: string) => `/admin/forms/${id(formId)}/notifications/add`,
  notification: (formId: string, notificationId: string) =>
    `/admin/forms/${id(formId)}/notifications/${id(notificationId)}`,
  webhooks: (formId: string) => `/admin/forms/${id(formId)}/webhooks`,
  addWebhook: (formId: string) => `/admin/forms/${id(formId)}/webhooks/add`,
  webhook: (formId: string, webhookId: string) =>
    `/admin/forms/${id(formId)}/webhooks/${id(webhookId)}`,
  editWebhook: (formId: string, webhookId: string) =>
    `/admin/forms/${id(formId)}/webhooks/${id(webhookId)}/edit`,
  guest: (formId: string) => `/guests/forms/${id(formId)}`,
};

export const fieldGroupPaths = {
  list: '/admin/field-groups',
  add: '/admin/field-groups/add',
  builder: (groupId: string) => `/admin/field-groups/${id(groupId)}`,
  settings: (groupId: string) => `/admin/field-groups/${id(groupId)}/settings`,
};
