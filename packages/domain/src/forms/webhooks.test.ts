import { describe, expect, it } from 'vitest';
import { fields } from '../../test/forms/form.ts';
import {
  buildPayload,
  checkPayloadFields,
  readablePayloadKeys,
  sampleValues,
} from './webhook-payload.ts';
import { escapeXml, serialisePayload, toFormEncoded, toXml } from './webhook-request.ts';
import {
  type PayloadField,
  payloadFieldSchema,
  webhookInputSchema,
  webhookMessages,
} from './webhooks.ts';

const entry = (input: Partial<PayloadField> & Pick<PayloadField, 'targetId' | 'sourceId'>) =>
  payloadFieldSchema.parse({ category: 'field', ...input });

const context = {
  values: {
    name: 'Acme & Sons <Ltd>',
    where: { addressLine1: '1 High St', city: 'Leeds', postcode: 'LS1 1AA' },
    who: { firstName: 'Ada', surname: 'Lovelace' },
    staff: 3,
    extras: ['wifi', 'power'],
  },
  customFields: { booth: 'B12' },
  client: {
    userId: 'u1',
    firstName: 'Ada',
    surname: 'Lovelace',
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    teamId: 't1',
    teamName: 'Acme',
  },
};

const mapping = [
  entry({ targetId: 'company', sourceId: 'name' }),
  entry({ targetId: 'city', sourceId: 'where', nestedKey: 'city' }),
  entry({ targetId: 'first', sourceId: 'who', nestedKey: 'firstName' }),
  entry({ targetId: 'address', sourceId: 'where' }),
  entry({ targetId: 'staff', sourceId: 'staff' }),
  entry({ targetId: 'extras', sourceId: 'extras' }),
  entry({ targetId: 'booth', category: 'customField', sourceId: 'booth' }),
  entry({ targetId: 'team', category: 'client', sourceId: 'teamName' }),
  entry({ targetId: 'email', category: 'client', sourceId: 'email' }),
  entry({ targetId: 'missing', sourceId: 'notes' }),
];

describe('webhook payload', () => {
  it('maps fields, address and name parts, custom fields and client values by target key', () => {
    expect(buildPayload(mapping, context)).toEqual({
      company: 'Acme & Sons <Ltd>',
      city: 'Leeds',
      first: 'Ada',
      address: { addressLine1: '1 High St', city: 'Leeds', postcode: 'LS1 1AA' },
      staff: 3,
      extras: ['wifi', 'power'],
      booth: 'B12',
      team: 'Acme',
      email: 'ada@example.com',
      missing: null,
    });
  });

  it('sends every value by field id when no payload fields are mapped and no fields are known', () => {
    expect(buildPayload([], context)).toEqual(context.values);
  });

  it('keys the default payload by readable field names, unique and valid as keys', () => {
    const fields = [
      { id: 'name', label: 'Company name', reportLabel: '' },
      { id: 'where', label: 'Stand address', reportLabel: 'Address' },
      { id: 'who', label: 'Contact – Größe', reportLabel: '' },
      { id: 'staff', label: '2027 staff', reportLabel: '' },
      { id: 'extras', label: 'Company name', reportLabel: '' },
      { id: 'notes', label: '???', reportLabel: '' },
    ];
    expect(readablePayloadKeys(fields)).toEqual(
      new Map([
        ['name', 'company_name'],
        ['where', 'address'],
        ['who', 'contact_grosse'],
        ['staff', 'f_2027_staff'],
        ['extras', 'company_name_2'],
        ['notes', 'notes'],
      ]),
    );
    const payload = buildPayload([], { ...context, fields });
    expect(payload.company_name).toEqual(context.values.name);
    expect(payload.address).toEqual(context.values.where);
    expect(Object.keys(payload)).not.toContain('name');
    // Every key is one a mapped payload field could use, so XML and form bodies hold it too.
    for (const key of Object.keys(payload))
      expect(payloadFieldSchema.shape.targetId.safeParse(key).success).toBe(true);
  });

  it('gives a guest empty client values', () => {
    const payload = buildPayload(mapping, { ...context, customFields: {}, client: {} });
    expect(payload.team).toBeNull();
    expect(payload.booth).toBeNull();
  });

  it('serialises JSON', () => {
    const payload = buildPayload(mapping.slice(0, 3), context);
    expect(JSON.parse(serialisePayload(payload, 'JSON'))).toEqual(payload);
  });

  it('serialises XML with every special character escaped', () => {
    const xml = toXml(buildPayload(mapping, context));
    expect(xml).toContain('<company>Acme &amp; Sons &lt;Ltd&gt;</company>');
    expect(xml).toContain('<address><addressLine1>1 High St</addressLine1><city>Leeds</city>');
    expect(xml).toContain('<extras><item>wifi</item><item>power</item></extras>');
    expect(xml).toContain('<missing/>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<payload>')).toBe(true);
    expect(escapeXml(`"'\u0001ok\u0007`)).toBe('&quot;&apos;ok');
    // A key that is no element name becomes an attribute, escaped.
    expect(toXml({ '1st': 'x' })).toContain('<entry key="1st">x</entry>');
    expect(toXml({ a: { 'b"<': 1 } })).toContain('<entry key="b&quot;&lt;">1</entry>');
  });

  it('serialises FORM with nested keys in brackets', () => {
    const body = toFormEncoded({
      company: 'A&B =1',
      address: { city: 'Leeds' },
      extras: ['wifi', 'power'],
      none: null,
    });
    const params = new URLSearchParams(body);
    expect(params.get('company')).toBe('A&B =1');
    expect(params.get('address[city]')).toBe('Leeds');
    expect(params.get('extras[1]')).toBe('power');
    expect(params.get('none')).toBe('');
  });

  it('makes sample values for the test call from the form fields only', () => {
    const sample = sampleValues(fields);
    expect(sample.email).toBe('sample@example.com');
    expect(sample.where).toMatchObject({ city: 'Sampleton' });
    expect(sample).not.toHaveProperty('intro');
  });
});

describe('webhook input checks', () => {
  const sources = { fields, customFieldIds: new Set(['booth']) };

  it('accepts payload fields naming the form, the event and the client', () => {
    expect(checkPayloadFields(mapping, sources)).toEqual([]);
  });

  it('refuses a field of another form, parts of a field without parts, unknown sources', () => {
    const issues = checkPayloadFields(
      [
        entry({ targetId: 'a', sourceId: 'elsewhere' }),
        entry({ targetId: 'b', sourceId: 'name', nestedKey: 'city' }),
        entry({ targetId: 'c', sourceId: 'where', nestedKey: 'planet' }),
        entry({ targetId: 'd', category: 'customField', sourceId: 'nope' }),
        entry({ targetId: 'e', category: 'client', sourceId: 'password' }),
        entry({ targetId: 'e', sourceId: 'intro' }),
      ],
      sources,
    );
    expect(issues.map((issue) => issue.path)).toEqual([
      'payloadFields.0.sourceId',
      'payloadFields.1.nestedKey',
      'payloadFields.2.nestedKey',
      'payloadFields.3.sourceId',
      'payloadFields.4.sourceId',
      'payloadFields.5.targetId',
      'payloadFields.5.sourceId',
    ]);
  });

  it('refuses a URL that is not http(s), a header outside the two, a bad key', () => {
    const result = webhookInputSchema.safeParse({
      name: 'Hook',
      requestURL: 'ftp://example.com/x',
      headerKey: 'X-Api-Key',
      payloadFields: [{ category: 'field', targetId: '1bad', sourceId: 'name' }],
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['requestURL', 'headerKey', 'payloadFields.0.targetId']),
    );
    expect(
      webhookInputSchema.safeParse({ name: 'x', requestURL: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(
      webhookInputSchema.parse({ name: 'x', requestURL: 'https://example.com/h' }),
    ).toMatchObject({
      requestMethod: 'POST',
      requestFormat: 'JSON',
      headerKey: null,
      isActive: true,
    });
  });

  const header = (headerValue: string, headerKey: string = 'Authorization') =>
    webhookInputSchema.safeParse({
      name: 'Hook',
      requestURL: 'https://example.com/h',
      headerKey,
      headerValue,
    });

  it.each([
    ['CR LF', 'Bearer abc\r\nX-Injected: 1'],
    ['LF', 'Bearer abc\nX-Injected: 1'],
    ['CR', 'Bearer abc\rX'],
    ['a trailing line break', 'Bearer abc\r\n'],
    ['a leading line break', '\nBearer abc'],
    ['NUL', 'Bearer \u0000abc'],
    ['ESC', 'Bearer \u001babc'],
    ['US (0x1f)', 'Bearer \u001fabc'],
    ['BEL', 'Bearer \u0007'],
    ['DEL', 'Bearer abc\u007f'],
  ])('refuses a header value with %s, at headerValue', (_what, value) => {
    const result = header(value);
    expect(result.success).toBe(false);
    expect(result.error!.issues).toContainEqual(
      expect.objectContaining({
        path: ['headerValue'],
        message: webhookMessages.headerValueControl,
      }),
    );
  });

  it('refuses a header value HTTP cannot carry (beyond Latin-1), and a header name outside the two', () => {
    expect(header('Bearer \u20ac5').error!.issues).toContainEqual(
      expect.objectContaining({
        path: ['headerValue'],
        message: webhookMessages.headerValueLatin1,
      }),
    );
    expect(header('Bearer 😀').success).toBe(false);
    for (const name of [
      'Authorization\r\nX-Injected',
      'Content-Type\n',
      'X-A\u0000',
      'Authorization ',
    ]) {
      expect(header('x', name).error!.issues.map((issue) => issue.path.join('.'))).toEqual([
        'headerKey',
      ]);
    }
  });

  it('keeps a header value with tabs, spaces and Latin-1 letters, trimmed', () => {
    expect(header('  Bearer\tabc Café  ').data?.headerValue).toBe('Bearer\tabc Café');
    expect(header('application/json; charset=utf-8', 'Content-Type').success).toBe(true);
  });
});
