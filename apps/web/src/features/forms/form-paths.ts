const enc = encodeURIComponent;

/** The member, guest and organisers' submission screens of forms. */
export const formPaths = {
  list: '/forms',
  fill: (formId: string) => `/forms/${enc(formId)}`,
  edit: (formId: string, submissionId: string) => `/forms/${enc(formId)}?edit=${enc(submissionId)}`,
  draftSaved: (formId: string) => `/forms/${enc(formId)}/draft-saved`,
  confirmation: (formId: string, confirmationId: string | null) =>
    `/forms/${enc(formId)}/${enc(confirmationId ?? 'default')}`,
  submissions: (formId: string) => `/forms/${enc(formId)}/submissions`,
  submission: (formId: string, submissionId: string) =>
    `/forms/${enc(formId)}/submissions/${enc(submissionId)}`,
  guest: (formId: string) => `/guests/forms/${enc(formId)}`,
  guestConfirmation: (formId: string, confirmationId: string | null) =>
    `/guests/forms/${enc(formId)}/${enc(confirmationId ?? 'default')}`,
  adminSubmissions: (formId: string) => `/admin/forms/${enc(formId)}/submissions`,
  adminEdit: (formId: string, submissionId: string) =>
    `/admin/forms/${enc(formId)}/submissions/${enc(submissionId)}/edit`,
};
