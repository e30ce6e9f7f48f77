import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  type WebhookFormat,
  type WebhookHeaderKey,
  type WebhookMethod,
  webhookFormats,
  webhookHeaderKeys,
  webhookMethods,
} from '@showdesk/domain/forms/webhooks';
import type { FieldErrors } from '../../../../lib/field-errors.ts';
import type { WebhookValues } from './webhook-values.ts';

interface WebhookRequestFieldsProps {
  values: WebhookValues;
  set: (patch: Partial<WebhookValues>) => void;
  errors: FieldErrors;
  disabled: boolean;
  /** An Authorization value is stored (and not shown): left empty, the edit keeps it. */
  hasStoredCredential: boolean;
}

/**
 * Where and how each sent submission goes: the address, method, format and the one header. A
 * stored Authorization value is never shown: the value field says so and stays empty.
 */
export function WebhookRequestFields({
  values,
  set,
  errors,
  disabled,
  hasStoredCredential,
}: WebhookRequestFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <TextInput
        label={t`Request URL`}
        description={t`Where each sent submission goes: an http:// or https:// address on the internet`}
        required
        type="url"
        // i18n-ignore: an example address
        placeholder="https://example.com/webhooks/showdesk"
        value={values.requestURL}
        onChange={(e) => set({ requestURL: e.currentTarget.value })}
        error={errors.requestURL}
        disabled={disabled}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Select
          label={t`Method`}
          description={t`GET sends the payload in the address's query`}
          data={[...webhookMethods]}
          value={values.requestMethod}
          onChange={(value) => value && set({ requestMethod: value as WebhookMethod })}
          allowDeselect={false}
          error={errors.requestMethod}
          disabled={disabled}
        />
        <Select
          label={t`Format`}
          description={t`How the payload is written in the request body`}
          data={[...webhookFormats]}
          value={values.requestFormat}
          onChange={(value) => value && set({ requestFormat: value as WebhookFormat })}
          allowDeselect={false}
          error={errors.requestFormat}
          disabled={disabled}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Select
          label={t`Header`}
          description={t`One header sent with each request (optional)`}
          placeholder={t`No header`}
          data={[...webhookHeaderKeys]}
          value={values.headerKey}
          onChange={(value) => set({ headerKey: (value as WebhookHeaderKey | null) ?? null })}
          clearable
          error={errors.headerKey}
          disabled={disabled}
        />
        <TextInput
          label={t`Header value`}
          description={
            values.headerKey === 'Authorization'
              ? hasStoredCredential
                ? t`Saved and not shown again: leave empty to keep it, or type a new one`
                : t`e.g. Bearer <token>; not shown again once saved`
              : t`e.g. application/json`
          }
          placeholder={
            hasStoredCredential && values.headerKey === 'Authorization' ? '••••••••' : undefined
          }
          value={values.headerValue}
          onChange={(e) => set({ headerValue: e.currentTarget.value })}
          error={errors.headerValue}
          disabled={disabled || values.headerKey === null}
        />
      </SimpleGrid>
    </>
  );
}
