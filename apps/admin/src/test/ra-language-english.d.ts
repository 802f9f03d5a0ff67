/**
 * ra-language-english is a dependency of react-admin, resolved for tests by vitest.config.ts. It is
 * not a dependency of the admin itself, so its types are declared here.
 */
declare module 'ra-language-english' {
  import type { TranslationMessages } from 'react-admin';

  const englishMessages: TranslationMessages;
  export default englishMessages;
}
