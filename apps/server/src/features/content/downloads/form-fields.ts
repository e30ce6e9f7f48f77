/** Text fields of the add-download form that hold booleans: 'true' or 'false'. */
const booleanFields = new Set(['showDownload', 'showToChildTeams']);
/** Text fields that hold team type ids: a JSON array, or a comma-separated list. */
const listFields = new Set(['showToTeamTypeIds', 'hideFromTeamTypeIds']);

/**
 * The settings sent as multipart text fields, in the shape of `downloadSettingsInputSchema`:
 * 'true'/'false' become booleans, id lists become arrays (`["a","b"]` or `a,b`; empty: none),
 * and an empty name means "use the file's name". A value that cannot be read is passed on as
 * it came, so the schema refuses it with the field's path.
 */
export function downloadSettingsFromFields(fields: Record<string, string>) {
  const settings: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (booleanFields.has(key)) settings[key] = toBoolean(value);
    else if (listFields.has(key)) settings[key] = toIdList(value);
    else if (key === 'name' && value.trim() === '') continue;
    else settings[key] = value;
  }
  return settings;
}

function toBoolean(value: string): boolean | string {
  const text = value.trim().toLowerCase();
  return text === 'true' ? true : text === 'false' ? false : value;
}

function toIdList(value: string): unknown {
  const text = value.trim();
  if (text === '') return [];
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text);
    } catch {
      return value;
    }
  }
  return text
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}
