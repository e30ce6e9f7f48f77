/**
 * Seeds a form through the organisers' API: a field group and a form with one field of most
 * types, a page break and logic. Used by the forms browser test (Playwright's request context)
 * and takes any client with the same post/put calls.
 */

interface ApiResponse {
  ok(): boolean;
  status(): number;
  json(): Promise<unknown>;
  text(): Promise<string>;
}
export interface ApiClient {
  post(url: string, options: { data: unknown }): Promise<ApiResponse>;
  put(url: string, options: { data: unknown }): Promise<ApiResponse>;
}

interface Stamped {
  id: string;
  updatedAt: string;
}

async function call(response: Promise<ApiResponse>, what: string) {
  const answer = await response;
  if (!answer.ok()) throw new Error(`${what}: ${answer.status()} ${await answer.text()}`);
  return answer.json() as Promise<Record<string, unknown>>;
}

export interface SeededForm {
  formId: string;
  title: string;
}

/** A published form (public too when `isPublic`) with a looping field group. */
export async function seedForm(
  request: ApiClient,
  eventId: string,
  {
    title,
    isPublic = false,
    isEditable = true,
  }: { title: string; isPublic?: boolean; isEditable?: boolean },
): Promise<SeededForm> {
  const base = `/api/v1/events/${eventId}`;
  const stamp = `${Date.now()}`;
  const group = (await call(
    request.post(`${base}/field-groups`, {
      data: { title: 'Contact', description: '', isPublished: true },
    }),
    'add field group',
  )) as unknown as Stamped;
  const contactName = `contactName_${stamp}`;
  const contactEmail = `contactEmail_${stamp}`;
  await call(
    request.put(`${base}/field-groups/${group.id}`, {
      data: {
        fieldIds: [contactName, contactEmail],
        newFields: [
          { id: contactName, type: 'text', label: 'Contact name', isRequired: true },
          { id: contactEmail, type: 'email', label: 'Contact email' },
        ],
        logicMap: {},
        expectedUpdatedAt: group.updatedAt,
      },
    }),
    'save field group',
  );

  const created = (await call(
    request.post(`${base}/forms`, {
      data: {
        title,
        description: 'Tell us about your stand.',
        isPublished: true,
        isPublic,
        isEditable,
      },
    }),
    'add form',
  )) as unknown as { form: Stamped };
  const fields = [
    {
      id: 'intro',
      type: 'section',
      label: 'About your stand',
      description: 'A few details first.',
    },
    { id: 'standName', type: 'text', label: 'Stand name', isRequired: true, reportLabel: 'Stand' },
    {
      id: 'contactEmail',
      type: 'email',
      label: 'Contact email',
      description: 'We write to this address.',
    },
    { id: 'phone', type: 'tel', label: 'Phone number' },
    { id: 'staff', type: 'number', label: 'Staff on the stand', min: 1, max: 20 },
    {
      id: 'needsPower',
      type: 'dropdown',
      label: 'Do you need power?',
      options: [
        { label: 'Yes', value: 'yes' },
        { label: 'No', value: 'no' },
      ],
    },
    { id: 'watts', type: 'number', label: 'Power needed (watts)', isRequired: true },
    {
      id: 'extras',
      type: 'checkbox',
      label: 'Extras',
      isMulti: true,
      max: 2,
      options: [
        { label: 'Wi-Fi', value: 'wifi' },
        { label: 'Water', value: 'water' },
        { label: 'Storage', value: 'storage' },
      ],
    },
    {
      id: 'note',
      type: 'callout',
      label: 'Good to know',
      style: 'info',
      description: 'Build-up starts at 8am.',
    },
    { id: 'page2', type: 'newPage', label: 'Orders and people' },
    {
      id: 'orders',
      type: 'itemList',
      label: 'Furniture',
      showSubtotals: true,
      items: [
        { itemId: 'chair', label: 'Chair', price: 1250, description: 'Folding chair' },
        { itemId: 'table', label: 'Table', price: 4000 },
      ],
    },
    { id: 'total', type: 'grandTotal', label: 'Grand total' },
    { id: 'address', type: 'address', label: 'Invoice address' },
    {
      id: 'crew',
      type: 'repeater',
      label: 'Crew',
      cellSchema: { cell1: { label: 'Name' }, cell2: { label: 'Email', type: 'email' } },
      max: 5,
    },
    {
      id: 'contacts',
      type: 'template',
      label: 'Contacts',
      fieldGroupId: group.id,
      isLooping: true,
      maxLoops: 3,
    },
    { id: 'logo', type: 'upload', label: 'Stand logo', accept: ['image'] },
    { id: 'notes', type: 'area', label: 'Anything else?' },
    { id: 'terms', type: 'disclaimer', label: 'Terms', description: 'We follow the venue rules.' },
  ];
  await call(
    request.put(`${base}/forms/${created.form.id}`, {
      data: {
        fieldIds: fields.map((f) => f.id),
        newFields: fields,
        logicMap: {
          needsPower: {
            operator: 'ANY',
            rules: [{ sourceId: 'needsPower', sourceType: 'dropdown', sourceValue: 'yes' }],
            thenFieldId: 'watts',
          },
        },
        expectedUpdatedAt: created.form.updatedAt,
      },
    }),
    'save form',
  );
  return { formId: created.form.id, title };
}

/** A published members' form (public too when `isPublic`) with just the `fields` given. */
export async function seedFormWithFields(
  request: ApiClient,
  eventId: string,
  {
    title,
    fields,
    isPublic = false,
  }: { title: string; fields: Record<string, unknown>[]; isPublic?: boolean },
): Promise<SeededForm> {
  const base = `/api/v1/events/${eventId}`;
  const created = (await call(
    request.post(`${base}/forms`, {
      data: { title, description: '', isPublished: true, isPublic, isEditable: true },
    }),
    'add form',
  )) as unknown as { form: Stamped };
  await call(
    request.put(`${base}/forms/${created.form.id}`, {
      data: {
        fieldIds: fields.map((f) => f.id),
        newFields: fields,
        logicMap: {},
        expectedUpdatedAt: created.form.updatedAt,
      },
    }),
    'save form',
  );
  return { formId: created.form.id, title };
}
