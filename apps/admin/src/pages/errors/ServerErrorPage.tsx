import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import { Button } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { APP_NAME, SERVER_ERROR_PATH } from '../../config';
import { ErrorPage } from './ErrorPage';

/**
 * /errors/500: a server problem, contact the administrator. Rendered outside the main layout so it
 * works even when the server cannot tell who the user is.
 */
export function ServerErrorPage() {
  const translate = useTranslate();
  useEffect(() => {
    document.title = `${translate('app.errors.server_title')} · ${APP_NAME}`;
  }, [translate]);
  return (
    <ErrorPage
      standalone
      code="500"
      icon={<CloudOffOutlinedIcon />}
      titleKey="app.errors.server_title"
      textKey="app.errors.server_text"
      actions={
        <Button variant="outlined" startIcon={<ReplayIcon />} onClick={() => window.history.back()}>
          {translate('app.errors.retry')}
        </Button>
      }
    />
  );
}
ServerErrorPage.path = SERVER_ERROR_PATH;
