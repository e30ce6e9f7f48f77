const id = (value: string) => encodeURIComponent(value);

/** The members' supplier screens. */
export const memberSupplierPaths = {
  list: '/suppliers',
  record: (supplierId: string) => `/suppliers/${id(supplierId)}`,
  /** A supplier opened from a content page: the breadcrumb goes through the page. */
  inContent: (contentId: string, supplierId: string) =>
    `/content/${id(contentId)}/supplier/${id(supplierId)}`,
};
