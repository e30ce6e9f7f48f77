const id = (value: string) => encodeURIComponent(value);

/** The addresses of the admin email template screens. */
export const emailTemplatePaths = {
  list: '/admin/email-templates',
  record: (emailId: string) => `/admin/email-templates/${id(emailId)}`,
  edit: (emailId: string) => `/admin/email-templates/${id(emailId)}/edit`,
};
