const uniqueViolation = '23505';

/** A unique constraint refused the write (the driver's error, or one it wraps). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: string }).code === uniqueViolation) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Which constraint refused the write, when the driver says. */
export function violatedConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const name = (current as { constraint?: string }).constraint;
    if (name) return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
