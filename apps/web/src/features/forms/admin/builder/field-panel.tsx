import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Tabs, Text, ThemeIcon } from '@mantine/core';
import { formFieldTypeLabels } from '@showdesk/domain/forms/field-types';
import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import type { LogicEntry, LogicMap, LogicRule } from '@showdesk/domain/forms/logic-map';
import { IconAdjustments, IconGitBranch } from '@tabler/icons-react';
import type { FieldGroupOption } from '../api/field-groups-api.ts';
import { showingEntry } from './builder-state.ts';
import { FieldSettings } from './field-settings.tsx';
import { fieldTypeIcons } from './field-types-ui.tsx';
import { LogicEditor } from './logic-editor.tsx';

interface FieldPanelProps {
  field: FieldDefinition;
  /** The field as last saved; none for a new one. */
  saved: FieldDefinition | undefined;
  fields: FieldDefinition[];
  logicMap: LogicMap;
  onChange: (field: FieldDefinition) => void;
  onLogicChange: (operator: LogicEntry['operator'], rules: LogicRule[]) => string | null;
  errors: Record<string, string>;
  logicError?: string | undefined;
  readOnly: boolean;
  currencyId: string;
  fieldGroups: FieldGroupOption[];
  /** Shown as the panel's heading (the phone's drawer has its own title). */
  showHeading: boolean;
}

/** The selected field's settings and its logic, in two tabs. */
export function FieldPanel(props: FieldPanelProps) {
  const { t } = useLingui();
  const { field } = props;
  const typeLabel = formFieldTypeLabels[field.type];
  const Icon = fieldTypeIcons[field.type];
  const hasLogic = (showingEntry(props.logicMap, field.id)?.entry.rules.length ?? 0) > 0;
  return (
    <Stack gap="sm" aria-label={t`Field settings`} role="region">
      {props.showHeading ? (
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" size={30} radius="md" aria-hidden>
            <Icon size={18} />
          </ThemeIcon>
          <Text fw={600} size="sm">
            <Trans>{typeLabel} field</Trans>
          </Text>
        </Group>
      ) : null}
      <Tabs defaultValue="settings" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="settings" leftSection={<IconAdjustments size={14} aria-hidden />}>
            <Trans>Settings</Trans>
          </Tabs.Tab>
          <Tabs.Tab
            value="logic"
            leftSection={<IconGitBranch size={14} aria-hidden />}
            rightSection={
              hasLogic || props.logicError ? (
                <Badge size="xs" variant="light" color={props.logicError ? 'red' : 'violet'}>
                  {props.logicError ? <Trans>Check</Trans> : <Trans>On</Trans>}
                </Badge>
              ) : null
            }
          >
            <Trans>Logic</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="settings" pt="sm">
          <FieldSettings
            field={field}
            saved={props.saved}
            onChange={props.onChange}
            errors={props.errors}
            readOnly={props.readOnly}
            currencyId={props.currencyId}
            fieldGroups={props.fieldGroups}
          />
        </Tabs.Panel>
        <Tabs.Panel value="logic" pt="sm">
          <LogicEditor
            key={field.id}
            field={field}
            fields={props.fields}
            logicMap={props.logicMap}
            onChange={props.onLogicChange}
            error={props.logicError}
            readOnly={props.readOnly}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
