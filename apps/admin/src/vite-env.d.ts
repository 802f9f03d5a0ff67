/// <reference types="vite/client" />

/** The admin's version, from apps/admin/package.json (see vite.config.ts). */
declare const __APP_VERSION__: string;
