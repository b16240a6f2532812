// What the contract suite's global setup hands to the test files.
declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory to copy for each server. */
    pgliteTemplate: string;
    /**
     * An empty PGlite data directory as initdb leaves it (no migration run), for apps/api's own tests to copy: initdb
     * is most of a new directory's start, about ten seconds of a core.
     */
    pgliteEmpty: string;
    /** The throwaway test cluster's URL (its default database; each server gets its own). */
    postgresUrl: string;
  }
}
export {};
