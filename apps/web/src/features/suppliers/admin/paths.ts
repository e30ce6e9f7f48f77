const id = (value: string) => encodeURIComponent(value);

/** The addresses of the organisers' supplier and supplier group screens. */
export const supplierPaths = {
  list: '/admin/suppliers',
  archived: '/admin/suppliers/archived',
  add: '/admin/suppliers/add',
  record: (supplierId: string) => `/admin/suppliers/${id(supplierId)}`,
};

export const supplierGroupPaths = {
  list: '/admin/supplier-groups',
  archived: '/admin/supplier-groups/archived',
  add: '/admin/supplier-groups/add',
  record: (groupId: string) => `/admin/supplier-groups/${id(groupId)}`,
};
