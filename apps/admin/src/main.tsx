import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadedMessages, loadMessages, readStoredLocale } from './i18n/locales';
import { cookieTokenStorage } from './providers/tokenStorage';
import { signInUrl } from './routes/signInRedirect';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Pages open without a session: the sign-in area and the server-error page. */
const PUBLIC_PATH = /^\/(auth(\/|$)|errors\/500$)/;

// Signed out (no token at all), any other page goes to the sign-in form before the first render,
// with the page in ?next= for after signing in. routes/RequireSignIn.tsx does the same for a session
// that ends while the app runs.
if (!cookieTokenStorage.getAccess() && !cookieTokenStorage.getRefresh() && !PUBLIC_PATH.test(window.location.pathname)) {
  window.history.replaceState(null, '', signInUrl(window.location.pathname, window.location.search));
}

function render() {
  createRoot(container!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// Russian messages are a chunk of their own: fetch them first when Russian is the stored language,
// so the first screen is in it (the i18n provider starts in a loaded language). Uzbek is built in.
const locale = readStoredLocale();
if (loadedMessages(locale)) render();
else loadMessages(locale).then(render, render);
