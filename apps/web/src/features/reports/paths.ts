const id = (value: string) => encodeURIComponent(value);

/** The addresses of the admins' report screens. */
export const reportPaths = {
  list: '/admin/reports',
  add: '/admin/reports/add',
  view: (reportId: string) => `/admin/reports/${id(reportId)}`,
  edit: (reportId: string) => `/admin/reports/${id(reportId)}/edit`,
};
