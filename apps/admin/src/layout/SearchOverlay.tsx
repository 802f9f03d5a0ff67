import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Fade, IconButton, InputBase, Tooltip } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { SEARCH_PATH } from '../config';
import { SEARCH_QUERY_PARAM } from '../pages/search/SearchPage';

/** The path the header search goes to for a typed text. */
export function searchPathFor(text: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: text.trim() }).toString()}`;
}

/**
 * The header search: the icon opens an overlay over the header, Escape closes it, submitting goes
 * to /backend/pages/generic/search?q=<text> (document 1, section 2).
 */
export function SearchOverlay() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    const focus = window.setTimeout(() => inputRef.current?.focus(), 0);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.clearTimeout(focus);
    };
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    navigate(searchPathFor(text));
    setOpen(false);
    setText('');
  };

  return (
    <>
      <Tooltip title={translate('app.header.search')}>
        <IconButton color="inherit" onClick={() => setOpen(true)} aria-label={translate('app.header.search')}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {createPortal(
        <Fade in={open} unmountOnExit>
          <Box
            component="form"
            role="search"
            onSubmit={submit}
            sx={(theme) => ({
              position: 'fixed',
              top: 0,
              left: 0,
              right: 0,
              height: { xs: 56, sm: 48 },
              zIndex: theme.zIndex.appBar + 1,
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: { xs: 1.5, sm: 3 },
              backgroundColor: theme.app.chrome,
              color: theme.app.chromeText,
              borderBottom: `1px solid ${theme.app.chromeDivider}`,
              boxShadow: theme.shadows[4],
            })}
          >
            <SearchIcon sx={{ opacity: 0.7 }} />
            <InputBase
              inputRef={inputRef}
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={translate('app.header.search_placeholder')}
              inputProps={{ 'aria-label': translate('app.header.search'), enterKeyHint: 'search' }}
              sx={{ flex: 1, color: 'inherit', fontSize: 16 }}
            />
            <Tooltip title={translate('app.header.search_close')}>
              <IconButton color="inherit" onClick={() => setOpen(false)} aria-label={translate('app.header.search_close')}>
                <CloseIcon />
              </IconButton>
            </Tooltip>
          </Box>
        </Fade>,
        document.body,
      )}
    </>
  );
}
