import { useState } from 'react';
import { useRecordSave } from '../record-form.tsx';
import { bindFields } from './field-binding.ts';

/**
 * A record page's settings form: its values start as the saved record's, change by `set` and
 * bind to inputs by `field` (locked while saving); leaving with a changed value asks first. A
 * refusal's messages stay until the next save.
 */
export function useSettingsForm<V extends object>(saved: V, isPending: boolean) {
  const [values, setValues] = useState(saved);
  const isDirty = (Object.keys(saved) as (keyof V)[]).some((key) => values[key] !== saved[key]);
  const save = useRecordSave({ isDirty });
  const set = (patch: Partial<V>) => setValues((old) => ({ ...old, ...patch }));
  const field = bindFields({ values, set, errors: save.errors, disabled: isPending });
  return { values, set, save, field };
}
