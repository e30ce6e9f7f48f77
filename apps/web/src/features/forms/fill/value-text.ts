import { plural, t } from '@lingui/core/macro';
import { addressParts, nameParts } from '@showdesk/domain/forms/field-settings';
import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import { formatMinorUnits } from '@showdesk/domain/forms/money';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field's value in a line of text, for tables (the submissions list). */
export function valueText(field: FieldDefinition, value: unknown, currencyId: string): string {
  if (value === undefined || value === null || value === '') return '';
  switch (field.type) {
    case 'checkbox':
    case 'dropdown': {
      const labels = new Map(field.options.map((o) => [o.value, o.label]));
      const chosen = Array.isArray(value) ? value : [value];
      return chosen.map((v) => labels.get(String(v)) ?? String(v)).join(', ');
    }
    case 'address':
    case 'fullName': {
      if (!isRecord(value)) return '';
      const parts = field.type === 'address' ? addressParts : nameParts;
      return parts
        .map((part) => value[part])
        .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
        .join(field.type === 'address' ? ', ' : ' ');
    }
    case 'repeater': {
      if (!Array.isArray(value)) return '';
      const rows = value.length;
      return t({ message: plural(rows, { one: '# row', other: '# rows' }) });
    }
    case 'upload':
      return Array.isArray(value)
        ? value.map((file) => (isRecord(file) ? String(file.name) : '')).join(', ')
        : '';
    case 'itemList': {
      if (!Array.isArray(value)) return '';
      const labels = new Map(field.items.map((item) => [item.itemId, item.label]));
      return value
        .filter((line) => isRecord(line) && Number(line.quantity) > 0)
        .map((line) => `${line.quantity} × ${labels.get(String(line.itemId)) ?? line.itemId}`)
        .join(', ');
    }
    case 'grandTotal':
      return typeof value === 'number' ? formatMinorUnits(value, currencyId) : '';
    case 'template': {
      const count = isRecord(value) && typeof value.loopCount === 'number' ? value.loopCount : 0;
      return count ? t({ message: plural(count, { one: '# entry', other: '# entries' }) }) : '';
    }
    case 'disclaimer':
      return value === true ? t`Agreed` : '';
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
}
