import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { teams } from '../../../db/schema/teams.ts';
import { newId } from '../../../lib/ids.ts';
import { newRecordStamps } from '../../../lib/record-stamps.ts';
import { addConfirmation } from '../../forms/confirmations/service.ts';
import { addFieldGroup, saveFieldGroup } from '../../forms/field-groups/service.ts';
import { addFormNotification } from '../../forms/notifications/service.ts';
import { addForm, getFormBundle, saveForm } from '../../forms/service.ts';
import { eventCurrency, guestSubmissionRow, saveValues } from '../../forms/submissions/core.ts';
import { insertSubmission } from '../../forms/submissions/queries.ts';
import { addWebhook } from '../../forms/webhooks/service.ts';

const options = (...values: string[]) => values.map((value) => ({ label: value, value }));

export interface DemoForms {
  orderFormId: string;
  enquiryFormId: string;
  /** The "Badge holder" field group the order places. */
  badgeGroupId: string;
}

/**
 * The demo's forms (organisers' content: the copy brings them, ids kept): a two-page stand
 * order with a rule (power only when electricity is needed), an item list with its total, an
 * upload and a looping "Badge holder" field group; a public visitor enquiry; their
 * confirmations (one shown only to those who need power); a paused webhook on the order; and
 * the emails a sent submission causes. Written through the services, so each is checked as an
 * organiser's would be. The sample submissions are `seedDemoSubmissions`.
 */
export async function seedDemoForms(deps: AppDeps, admin: EventContext): Promise<DemoForms> {
  const group = await addFieldGroup(deps, admin, {
    title: 'Badge holder',
    description: 'One person who needs an exhibitor badge.',
    isPublished: true,
  });
  await saveFieldGroup(deps, admin, group.id, {
    fieldIds: ['badgeName', 'badgeEmail', 'badgeRole'],
    newFields: [
      {
        id: 'badgeName',
        type: 'fullName',
        label: 'Name on the badge',
        isRequired: true,
      },
      { id: 'badgeEmail', type: 'email', label: 'Email', isRequired: true },
      { id: 'badgeRole', type: 'text', label: 'Job title' },
    ],
    logicMap: {},
    expectedUpdatedAt: group.updatedAt,
  });

  const order = await addForm(deps, admin, {
    title: 'Stand details and furniture order',
    description: 'Tell us about your stand, order furniture and name who needs a badge.',
    isPublished: true,
    isEditable: true,
  });
  await saveForm(deps, admin, order.form.id, {
    fieldIds: [
      'standSection',
      'fascia',
      'manager',
      'managerEmail',
      'mobile',
      'needsPower',
      'powerKw',
      'design',
      'page2',
      'furnitureSection',
      'furniture',
      'orderTotal',
      'badges',
      'terms',
    ],
    newFields: [
      { id: 'standSection', type: 'section', label: 'Your stand' },
      {
        id: 'fascia',
        type: 'text',
        label: 'Name on the fascia board',
        description: 'As it should be printed above your stand, up to 30 characters.',
        isRequired: true,
      },
      { id: 'manager', type: 'fullName', label: 'Stand manager', isRequired: true },
      { id: 'managerEmail', type: 'email', label: "Stand manager's email", isRequired: true },
      { id: 'mobile', type: 'tel', label: 'Mobile number on site' },
      {
        id: 'needsPower',
        type: 'dropdown',
        label: 'Do you need electricity on your stand?',
        options: options('Yes', 'No'),
        isRequired: true,
      },
      {
        id: 'powerKw',
        type: 'number',
        label: 'Power needed (kW)',
        description: 'Add up the power of everything you will plug in.',
        min: 1,
        max: 60,
        isRequired: true,
      },
      {
        id: 'design',
        type: 'upload',
        label: 'Stand design',
        description: 'A drawing or render of your stand, as an image or a PDF.',
        accept: ['image', 'pdf'],
      },
      { id: 'page2', type: 'newPage' },
      { id: 'furnitureSection', type: 'section', label: 'Furniture and badges' },
      {
        id: 'furniture',
        type: 'itemList',
        label: 'Furniture hire',
        items: [
          { itemId: 'chair', label: 'Chair', price: 1250 },
          { itemId: 'poseur', label: 'Poseur table', price: 4500 },
          { itemId: 'counter', label: 'Lockable counter', price: 12000 },
          { itemId: 'rack', label: 'Literature rack', price: 2800 },
        ],
        showSubtotals: true,
      },
      { id: 'orderTotal', type: 'grandTotal', label: 'Order total' },
      {
        id: 'badges',
        type: 'template',
        label: 'Badge holders',
        fieldGroupId: group.id,
        isLooping: true,
        maxLoops: 5,
        loopPrefix: 'Badge holder',
        isUsingDefaultTitles: false,
      },
      {
        id: 'terms',
        type: 'disclaimer',
        label: 'I confirm these details are correct and accept the furniture hire terms.',
      },
    ],
    logicMap: {
      needsPower: {
        rules: [{ sourceId: 'needsPower', sourceType: 'dropdown', sourceValue: 'Yes' }],
        thenFieldId: 'powerKw',
      },
    },
    expectedUpdatedAt: order.form.updatedAt,
  });

  const enquiry = await addForm(deps, admin, {
    title: 'Visitor enquiry',
    description: 'Questions from visitors and would-be exhibitors, no login needed.',
    isPublished: true,
    isPublic: true,
    // The information desk's kiosk at the show sends visitors' questions from one address.
    guestSendLimit: 120,
  });
  await saveForm(deps, admin, enquiry.form.id, {
    fieldIds: ['name', 'email', 'topic', 'message'],
    newFields: [
      { id: 'name', type: 'text', label: 'Your name', isRequired: true },
      { id: 'email', type: 'email', label: 'Your email', isRequired: true },
      {
        id: 'topic',
        type: 'dropdown',
        label: 'What is it about?',
        options: options('Exhibiting next year', 'Tickets', 'Something else'),
        isRequired: true,
      },
      { id: 'message', type: 'area', label: 'Your question', isRequired: true },
    ],
    logicMap: {},
    expectedUpdatedAt: enquiry.form.updatedAt,
  });

  // What submitters read once they send: the order's default, and one for those who need power.
  await addConfirmation(deps, admin, order.form.id, {
    name: 'Order received',
    message:
      '<p>Thank you: your stand details and furniture order are with the operations team. ' +
      'Furniture is delivered to your stand on build-up day.</p>',
    isDefault: true,
  });
  await addConfirmation(deps, admin, order.form.id, {
    name: 'Order with electricity',
    message:
      '<p>Thank you: your order is in, with the electricity you asked for. The electrics ' +
      'contractor will invoice your power separately and connect it on build-up day.</p>',
    rules: [{ sourceId: 'needsPower', sourceType: 'dropdown', sourceValue: 'Yes' }],
  });
  await addConfirmation(deps, admin, enquiry.form.id, {
    name: 'Question received',
    message: '<p>Thank you for your question. We answer within two working days.</p>',
    isDefault: true,
  });

  // A webhook to the organiser's CRM, switched off: the example address receives nothing, and a
  // fresh demo sends no request anywhere. Its secret is not kept (rotate it to see one).
  await addWebhook(deps, admin, order.form.id, {
    name: 'Stand orders to the CRM (paused)',
    isActive: false,
    requestURL: 'https://crm.example.com/showdesk/stand-orders',
    requestMethod: 'POST',
    requestFormat: 'XML',
    headerKey: 'Authorization',
    headerValue: 'Bearer demo-token',
    rules: [{ sourceId: 'needsPower', sourceType: 'dropdown', sourceValue: 'Yes' }],
    payloadFields: [
      { category: 'field', targetId: 'fascia', sourceId: 'fascia', sourceType: 'text' },
      {
        category: 'field',
        targetId: 'managerFirstName',
        sourceId: 'manager',
        sourceType: 'fullName',
        nestedKey: 'firstName',
      },
      {
        category: 'field',
        targetId: 'managerEmail',
        sourceId: 'managerEmail',
        sourceType: 'email',
      },
      { category: 'client', targetId: 'team', sourceId: 'teamName', sourceType: 'client' },
      { category: 'client', targetId: 'submittedBy', sourceId: 'email', sourceType: 'client' },
    ],
  });

  // The emails new submissions send: the operations desk's copy, a copy to the stand manager
  // typed in the order, and a reply to the visitor who asked.
  await addFormNotification(deps, admin, order.form.id, {
    name: 'Operations desk copy',
    sendToType: 'custom',
    sendTo: 'operations@showdesk.demo',
    isFormTitleSubjectLine: false,
    subjectLine: 'New stand order',
    message: '<p>A stand order has come in. Check the furniture and power before build-up.</p>',
    showCustomFields: true,
    isAdminDefault: true,
  });
  await addFormNotification(deps, admin, order.form.id, {
    name: 'Copy to the stand manager',
    sendToType: 'field',
    sendTo: 'managerEmail',
    message:
      '<p>Here is a copy of your stand order. Reply to this email if anything needs changing.</p>',
    replyTo: 'operations@showdesk.demo',
  });
  await addFormNotification(deps, admin, enquiry.form.id, {
    name: 'Reply to the visitor',
    sendToType: 'field',
    sendTo: 'email',
    isFormTitleSubjectLine: false,
    subjectLine: 'We have your question',
    message: '<p>Thank you for getting in touch. We answer within two working days.</p>',
    showSubmission: true,
  });
  return { orderFormId: order.form.id, enquiryFormId: enquiry.form.id, badgeGroupId: group.id };
}

/**
 * Sample submissions of the demo forms: the demo team sent its stand order, and with
 * `exhibitors` two exhibitors sent theirs and a third has a draft; a guest asked a question.
 * Each is checked and saved as a member's or a guest's is (`saveValues`), as history: it sends no
 * email (the demo's mailboxes are shared by the browser tests) and completes no form task (the
 * demo team sent the order before its task asked for it, so the task offers "Use the form you
 * sent on …").
 */
export async function seedDemoSubmissions(
  deps: AppDeps,
  eventId: string,
  forms: DemoForms,
  acme: { teamId: string; ownerId: string },
  { exhibitors = true } = {},
): Promise<void> {
  const teamRows = await deps.db
    .select({ id: teams.id, name: teams.name, ownerId: teams.ownerId })
    .from(teams)
    .where(
      and(
        eq(teams.eventId, eventId),
        inArray(teams.name, ['Northwind Displays', 'Brightline Lighting', 'Harbour Print Co']),
      ),
    );
  const teamOf = (name: string) => {
    const row = teamRows.find((t) => t.name === name);
    return row?.ownerId ? { teamId: row.id, ownerId: row.ownerId } : acme;
  };
  /** A form's bundle as a save reads it, without its notifications: history sends nothing. */
  const quietBundle = async (formId: string) => {
    const bundle = await getFormBundle(deps, eventId, formId);
    return { ...bundle, form: { ...bundle.form, notificationIds: [] } };
  };
  const currencyId = await eventCurrency(deps, eventId);
  const order = await quietBundle(forms.orderFormId);
  const orderValues = (
    fascia: string,
    manager: [string, string],
    chairs: number,
    badges: Array<[string, string, string]>,
  ) => ({
    fascia,
    manager: { firstName: manager[0], surname: manager[1] },
    managerEmail: `${manager[0].toLowerCase()}@${fascia.toLowerCase().replace(/\W+/g, '')}.example`,
    mobile: '07700 900123',
    needsPower: chairs > 2 ? 'Yes' : 'No',
    ...(chairs > 2 ? { powerKw: 6 } : {}),
    furniture: [
      { itemId: 'chair', price: 1250, quantity: chairs },
      { itemId: 'poseur', price: 4500, quantity: 1 },
      { itemId: 'counter', price: 12000, quantity: chairs > 2 ? 1 : 0 },
      { itemId: 'rack', price: 2800, quantity: 0 },
    ],
    badges: {
      loopCount: badges.length,
      templateValues: badges.map(([firstName, surname, role]) => ({
        badgeName: { firstName, surname },
        badgeEmail: `${firstName.toLowerCase()}.${surname.toLowerCase()}@example.com`,
        badgeRole: role,
      })),
    },
    terms: true,
  });
  const send = (
    team: { teamId: string; ownerId: string },
    values: Record<string, unknown>,
    isDraft = false,
  ) => {
    const id = newId();
    return saveValues(deps, {
      eventId,
      bundle: order,
      currencyId,
      submissionId: id,
      values,
      isDraft,
      startedAt: new Date(),
      write: (tx, _row, cleaned) =>
        insertSubmission(tx, {
          eventId,
          id,
          formId: forms.orderFormId,
          teamId: team.teamId,
          isDraft,
          taskId: null,
          isGuest: false,
          ...cleaned,
          ...newRecordStamps(team.ownerId),
        }),
    });
  };
  await send(
    acme,
    orderValues('ACME STANDS', ['Olivia', 'Owner'], 4, [
      ['Olivia', 'Owner', 'Managing director'],
      ['Max', 'Member', 'Sales lead'],
    ]),
  );
  // Two exhibitors sent theirs, a third has a draft.
  if (exhibitors) {
    await send(
      teamOf('Northwind Displays'),
      orderValues('NORTHWIND', ['Nadia', 'Okafor'], 6, [
        ['Nadia', 'Okafor', 'Head of events'],
        ['Sam', 'Reyes', 'Designer'],
        ['Jo', 'Park', 'Account manager'],
      ]),
    );
    await send(
      teamOf('Brightline Lighting'),
      orderValues('BRIGHTLINE', ['Tom', 'Hargreaves'], 2, [['Tom', 'Hargreaves', 'Founder']]),
    );
    await send(
      teamOf('Harbour Print Co'),
      { fascia: 'HARBOUR PRINT', mobile: '07700 900456' },
      true,
    );
  }

  // A guest's question through the public form.
  const guestId = newId();
  await saveValues(deps, {
    eventId,
    bundle: await quietBundle(forms.enquiryFormId),
    currencyId,
    submissionId: guestId,
    values: {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      topic: 'Exhibiting next year',
      message: 'Is there still space in Hall B for a 3 x 3 m shell scheme next year?',
    },
    isDraft: false,
    startedAt: new Date(),
    write: (tx, _row, cleaned) => {
      const key = { eventId, id: guestId, formId: forms.enquiryFormId };
      return insertSubmission(tx, guestSubmissionRow(key, cleaned));
    },
  });
}
