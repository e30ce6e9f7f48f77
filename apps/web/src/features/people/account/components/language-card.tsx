import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { appLocales, localeNames } from '@showdesk/domain/common/locales';
import { updateProfileInputSchema } from '@showdesk/domain/people/users';
import { useState } from 'react';
import { browserLocale } from '../../../../i18n/i18n.ts';
import { feedback } from '../../../../lib/feedback.ts';
import {
  apiFieldErrors,
  errorMessage,
  type FieldErrors,
  zodFieldErrors,
} from '../../../../lib/field-errors.ts';
import { useSession } from '../../../../lib/session.ts';
import { useUpdateProfile } from '../api/account-api.ts';
import { FormCard } from './form-card.tsx';

/** The select's value for "no choice of my own": a Select's values are strings, never null. */
const followBrowser = 'browser';

/**
 * The language the person reads the app in: one of the app's, or their browser's (null). Saving
 * updates the session, whose language the app then speaks (`useProfileLocale`). Each language
 * is named in itself ("Deutsch"), whatever the app speaks now.
 */
export function LanguageCard() {
  const { user, event } = useSession();
  const { t } = useLingui();
  const update = useUpdateProfile(event.id);
  const [choice, setChoice] = useState<string>(user.locale ?? followBrowser);
  const [errors, setErrors] = useState<FieldErrors>({});

  const browserLanguage = localeNames[browserLocale()];
  const options = [
    {
      value: followBrowser,
      label: t`Browser’s language (${browserLanguage})`,
    },
    ...appLocales.map((locale) => ({ value: locale, label: localeNames[locale] })),
  ];

  const save = () => {
    const parsed = updateProfileInputSchema.safeParse({
      locale: choice === followBrowser ? null : choice,
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => feedback('success'),
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        feedback('error', errorMessage(error));
      },
    });
  };

  return (
    <FormCard
      title={t`Language`}
      description={t`The language the app speaks to you, on every event.`}
      submitLabel={t`Save language`}
      isPending={update.isPending}
      onSubmit={save}
    >
      <Select
        label={t`Language`}
        data={options}
        value={choice}
        onChange={(value) => setChoice(value ?? followBrowser)}
        allowDeselect={false}
        error={errors.locale}
        maw={320}
      />
    </FormCard>
  );
}
