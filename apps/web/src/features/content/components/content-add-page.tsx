import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import type { IconName } from '@showdesk/domain/common/icons';
import { type ContentPage, createContentInputSchema } from '@showdesk/domain/content/content';
import { RecordAddPage } from '../../../components/records/record-add-page.tsx';
import { TitleFields } from '../../../components/records/title-fields.tsx';
import { useCreateContent } from '../api/content-api.ts';
import { contentPaths } from './content-paths.ts';
import { IconSelect } from './icon-select.tsx';

const newContent = { title: '', path: '', description: '', icon: 'file-text' as IconName };

/** /admin/content/add: a title (and optionally a path, description, icon), then the editor. */
export function ContentAddPage() {
  const { t } = useLingui();
  return (
    <RecordAddPage
      title={t`Add content`}
      description={t`Name the page; you add its sections next. It stays a draft until you publish it.`}
      submitLabel={t`Add content`}
      cancelTo={contentPaths.list}
      initial={newContent}
      schema={createContentInputSchema}
      mutation={useCreateContent()}
      goTo={(page: ContentPage) => contentPaths.editor(page.id)}
      message={(page: ContentPage) => {
        const title = page.title;
        return t`${title} was added. Now add its sections.`;
      }}
    >
      {({ field }) => (
        <>
          <TitleFields
            field={field}
            description={t`Shown on the page’s card in the content list`}
            autoFocus
          >
            <TextInput
              label={t`Path`}
              description={t`Optional short name for the page, e.g. stand-build`}
              {...field.text('path')}
            />
          </TitleFields>
          <IconSelect {...field.value('icon')} />
        </>
      )}
    </RecordAddPage>
  );
}
