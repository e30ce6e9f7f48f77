import { ChoiceInput, DisclaimerInput, DropdownInput } from './inputs/choice-inputs.tsx';
import { CalloutBlock, CustomTextBlock, SectionHeading } from './inputs/display-fields.tsx';
import { PartsInput, RepeaterInput } from './inputs/group-inputs.tsx';
import type { FieldInputProps } from './inputs/input-frame.tsx';
import { ItemListInput } from './inputs/item-list-input.tsx';
import {
  AreaInput,
  DateFieldInput,
  NumberFieldInput,
  TextFieldInput,
} from './inputs/text-inputs.tsx';
import { UploadInput } from './inputs/upload-input.tsx';

/** One field of the form as its control (any type but template and grandTotal). */
export function FieldInput(props: FieldInputProps) {
  const { field } = props;
  switch (field.type) {
    case 'text':
    case 'email':
    case 'tel':
    case 'url':
      return <TextFieldInput {...props} field={field} />;
    case 'date':
      return <DateFieldInput {...props} field={field} />;
    case 'area':
      return <AreaInput {...props} field={field} />;
    case 'number':
      return <NumberFieldInput {...props} field={field} />;
    case 'checkbox':
      return <ChoiceInput {...props} field={field} />;
    case 'dropdown':
      return <DropdownInput {...props} field={field} />;
    case 'address':
    case 'fullName':
      return <PartsInput {...props} field={field} />;
    case 'repeater':
      return <RepeaterInput {...props} field={field} />;
    case 'upload':
      return <UploadInput {...props} field={field} />;
    case 'disclaimer':
      return <DisclaimerInput {...props} field={field} />;
    case 'itemList':
      return <ItemListInput {...props} field={field} />;
    case 'customText':
      return <CustomTextBlock field={field} />;
    case 'section':
      return <SectionHeading field={field} />;
    case 'callout':
      return <CalloutBlock field={field} />;
    default:
      return null;
  }
}
