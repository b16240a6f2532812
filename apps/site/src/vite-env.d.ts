/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * The API base, read at build time. Unset: `{protocol}//{hostname}:5000`. Empty: the page's own origin
   * (set by .env.production). A URL: that URL. See src/api/client.ts.
   */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
