import { useEffect } from 'react';
import { APP_NAME } from '../config';

/** react-admin renders each screen's title into this element of the header (TitlePortal). */
const TITLE_ELEMENT_ID = 'react-admin-title';

/**
 * Mirrors the screen title shown in the header into the browser tab: "Foydalanuvchilar · Mijozlar",
 * and into the header's `title` attribute (the full text of a title cut short on a phone).
 * Render it after <TitlePortal /> so that the title element exists when it mounts.
 */
export function DocumentTitleSync() {
  useEffect(() => {
    const element = document.getElementById(TITLE_ELEMENT_ID);
    if (!element) return;
    const update = () => {
      const text = element.textContent?.trim();
      document.title = text ? `${text} · ${APP_NAME}` : APP_NAME;
      // On a phone the header cuts a long title with an ellipsis: the whole of it stays in `title`.
      if (text) element.setAttribute('title', text);
      else element.removeAttribute('title');
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return null;
}
