// What the contract suite's global setup hands to the test files.
declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory to copy for each server. */
    pgliteTemplate: string;
    /** The throwaway test cluster's URL (its default database; each server gets its own). */
    postgresUrl: string;
  }
}
export {};
