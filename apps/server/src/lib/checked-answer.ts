/**
 * Route option for an answer built only from records already checked against the route's
 * response schema as they were read (`checkStoredRecord`): written as JSON without checking it
 * a second time. The schema still documents the answer. For hot routes whose answers are large
 * (a page of 40-field submissions spent more time in the two checks than in the database);
 * anything assembled from unchecked rows keeps the default serializer, which refuses what its
 * schema does not allow.
 */
export const answerChecked = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
} as const;
