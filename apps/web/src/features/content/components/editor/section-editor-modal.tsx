import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type ContentSection,
  type ContentSectionType,
  type CreateSectionInput,
  contentSectionTypeLabels,
  createSectionInputSchema,
} from '@showdesk/domain/content/content';
import { type FormEvent, useState } from 'react';
import { FormFailure } from '../../../../components/form-failure.tsx';
import { SwitchGrid, type SwitchSetting } from '../../../../components/records/switch-grid.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../../../lib/field-errors.ts';
import { useCreateSection, useUpdateSection } from '../../api/sections-api.ts';
import { SectionDataEditor } from '../section-editors/section-data-editor.tsx';
import { draftOf, emptyDraft, type SectionDrafts } from './section-types.tsx';

type SectionFlag = 'isPublished' | 'isNewSection';

/** The section's switches, in the language the app speaks now. */
const flagSettings = (): Array<SwitchSetting<SectionFlag>> => [
  {
    key: 'isPublished',
    label: t`Published`,
    description: t`Hidden sections aren’t shown to members`,
  },
  {
    key: 'isNewSection',
    label: t`Mark as new`,
    description: t`Starts a new part of the page with a “New” badge`,
  },
];

interface SectionEditorModalProps {
  contentId: string;
  type: ContentSectionType;
  /** The section to edit, or null to add a new one of `type`. */
  section: ContentSection | null;
  onClose: () => void;
}

/** Adds or edits one section: heading, flags and the type's own data, checked before sending. */
export function SectionEditorModal({ contentId, type, section, onClose }: SectionEditorModalProps) {
  const { t } = useLingui();
  const isSmall = useMediaQuery('(max-width: 48em)');
  const create = useCreateSection(contentId);
  const update = useUpdateSection(contentId);
  // Set once the section exists: from the start when editing, or after a PDF upload created it.
  const [sectionId, setSectionId] = useState(section?.id ?? null);
  const [heading, setHeading] = useState(section?.heading ?? '');
  const [flags, setFlags] = useState<Record<SectionFlag, boolean>>({
    isNewSection: section?.isNewSection ?? false,
    isPublished: section?.isPublished ?? true,
  });
  const [data, setData] = useState<SectionDrafts[ContentSectionType]>(
    section ? draftOf(section) : emptyDraft(type),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);

  // 'Rich text' → 'rich text' mid-sentence; names (Google, PDF, YouTube) keep their capitals.
  const label = contentSectionTypeLabels[type].replace(/^(?!Google|YouTube)[A-Z][a-z]/, (w) =>
    w.toLowerCase(),
  );
  const isPending = create.isPending || update.isPending;

  const check = () => {
    const parsed = createSectionInputSchema.safeParse({
      type,
      heading,
      ...flags,
      data,
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return null;
    }
    setErrors({});
    setFailure(null);
    return parsed.data as CreateSectionInput;
  };

  const fail = (error: unknown) => {
    setErrors(apiFieldErrors(error));
    setFailure(error);
  };

  /** The section's id, adding it first if it is new (a PDF's files need a section to go in). */
  const ensureSection = async (): Promise<string | null> => {
    if (sectionId) return sectionId;
    const input = check();
    if (!input) return null;
    try {
      const created = await create.mutateAsync(input);
      setSectionId(created.id);
      return created.id;
    } catch (error) {
      fail(error);
      return null;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = check();
    if (!input) return;
    const done = () => {
      feedback('success', sectionId ? t`The section was saved` : t`The section was added`);
      onClose();
    };
    if (sectionId) {
      const { heading, isNewSection, isPublished, data } = input;
      update.mutate(
        { sectionId, input: { heading, isNewSection, isPublished, data } },
        { onSuccess: done, onError: fail },
      );
    } else {
      create.mutate(input, { onSuccess: done, onError: fail });
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={sectionId ? t`Edit ${label} section` : t`Add ${label} section`}
      size={type === 'richText' || type === 'table' ? 'xl' : 'lg'}
      fullScreen={isSmall}
      closeButtonProps={{ 'aria-label': t`Close` }}
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t`Heading`}
            description={t`Shown above the section; optional`}
            value={heading}
            onChange={(e) => setHeading(e.currentTarget.value)}
            error={errors.heading}
            disabled={isPending}
            data-autofocus
          />
          <SwitchGrid
            settings={flagSettings()}
            value={flags}
            onChange={setFlags}
            disabled={isPending}
            cols={{ base: 1, sm: 2 }}
            spacing="sm"
          />
          <SectionDataEditor
            type={type}
            value={data}
            onChange={setData}
            errors={errors}
            disabled={isPending}
            contentId={contentId}
            ensureSection={ensureSection}
          />
          <FormFailure error={failure} fields={errors} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={isPending}>
              {sectionId ? t`Save section` : t`Add section`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
