/** The name of the unique constraint a failed insert or update broke, or undefined for any other error. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  // Drizzle wraps the driver's error (pg's or PGlite's) as its cause; both carry SQLSTATE and the constraint.
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}
