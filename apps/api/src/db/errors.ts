// What a database error may tell the rest of the server. Drizzle wraps the driver's error (pg's or PGlite's) as its
// cause; the wrapper's message and `params` hold the query's values (a patient's name, phone, reason), so only the
// class, the SQLSTATE and the constraint's name are ever read from it.

/** The error's class and, from its cause chain, the first SQLSTATE and constraint name. */
export function databaseErrorSummary(error: unknown): { error: string; code?: string; constraint?: string } {
  const summary: { error: string; code?: string; constraint?: string } = { error: error instanceof Error ? error.constructor.name : typeof error };
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && summary.code === undefined) summary.code = code;
    if (typeof constraint === 'string' && summary.constraint === undefined) summary.constraint = constraint;
  }
  return summary;
}

/** The name of the unique constraint a failed insert or update broke, or undefined for any other error. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const { code, constraint } = databaseErrorSummary(error);
  return code === '23505' ? (constraint ?? '') : undefined;
}
