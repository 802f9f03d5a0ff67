import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadMessages } from '../i18n/locales';
// Every screen renders inside the main layout, whose chunk registers the shell's texts (menu, pages, common).
import '../i18n/shellTexts';

// Russian messages are a lazy chunk in the app (main.tsx loads them before the first render when
// Russian is the stored language); tests render in either language, so both are loaded here.
beforeAll(async () => {
  await loadMessages('ru');
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});
