import { useLingui } from '@lingui/react/macro';
import { Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { RichTextField } from '../lazy-rich-text-input.tsx';
import type { bindFields } from './field-binding.ts';

/** The bindings of a record that has a title and a description. */
type TitleBinding = Pick<
  ReturnType<typeof bindFields<{ title: string; description: string }>>,
  'text' | 'value'
>;

/**
 * The head of a record's form: its required title, then its description. Each form states
 * where the description is shown, whether it is rich text, and what stands in between.
 */
export function TitleFields({
  field,
  description,
  rich,
  autoFocus,
  children,
}: {
  field: TitleBinding;
  /** The description's help: where it is shown. */
  description: string;
  /** A formatted description (a notification's, a task's) rather than plain lines. */
  rich?: boolean;
  /** Focus the title when the form opens (an add page). */
  autoFocus?: boolean;
  /** What stands between the title and the description (a content page's path). */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextInput
        label={t`Title`}
        required
        {...field.text('title')}
        data-autofocus={autoFocus || undefined}
      />
      {children}
      {rich ? (
        <RichTextField
          label={t`Description`}
          description={description}
          {...field.value('description')}
        />
      ) : (
        <Textarea
          label={t`Description`}
          description={description}
          autosize
          minRows={2}
          {...field.text('description')}
        />
      )}
    </>
  );
}
