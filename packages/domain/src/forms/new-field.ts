import { type FormFieldType, formFieldTypeLabels } from './field-types.ts';
import type { FieldDefinition } from './fields.ts';
import { formFieldInputSchema } from './fields.ts';

/**
 * A field as the builder's palette adds it: the type's defaults, its palette name as the label,
 * and the first option, item or cell the type cannot be without. A template needs the field
 * group it places.
 */
export function newFormField(
  type: FormFieldType,
  id: string,
  options: { fieldGroupId?: string } = {},
): FieldDefinition {
  const starters: Partial<Record<FormFieldType, object>> = {
    checkbox: { options: [{ label: 'Option 1', value: 'option-1' }] },
    dropdown: { options: [{ label: 'Option 1', value: 'option-1' }] },
    repeater: { cellSchema: { cell1: { label: 'Cell 1' } } },
    itemList: { items: [{ itemId: `${id}-1`, label: 'Item 1', price: 0 }] },
    template: { fieldGroupId: options.fieldGroupId },
  };
  const label = type === 'newPage' ? '' : formFieldTypeLabels[type];
  return formFieldInputSchema.parse({ id, type, label, ...starters[type] });
}
