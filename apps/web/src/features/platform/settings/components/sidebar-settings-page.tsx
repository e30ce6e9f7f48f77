import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs } from '@mantine/core';
import { PageHeader } from '../../../../components/page-header.tsx';
import { CorePagesEditor } from './sidebar/core-pages-editor.tsx';
import { SidebarSectionsEditor } from './sidebar/sidebar-sections-editor.tsx';
import { TerminologyForm } from './terminology-form.tsx';

/** /admin/settings/sidebar: the sidebar's sections, the core pages, and the event's words. */
export function SidebarSettingsPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Sidebar`}
        description={t`What members see in the sidebar, in what order, and what each area is called.`}
      />
      <Tabs defaultValue="sections" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="sections">
            <Trans>Sections</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="core-pages">
            <Trans>Core pages</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="terminology">
            <Trans>Terminology</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sections">
          <SidebarSectionsEditor />
        </Tabs.Panel>
        <Tabs.Panel value="core-pages">
          <CorePagesEditor />
        </Tabs.Panel>
        <Tabs.Panel value="terminology">
          <TerminologyForm />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
