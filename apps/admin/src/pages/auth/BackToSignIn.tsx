import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { SIGN_IN_PATH } from '../../config';

/** The way back to the sign-in page, under a recovery step. */
export function BackToSignIn() {
  const translate = useTranslate();
  return (
    <Button component={Link} to={SIGN_IN_PATH} fullWidth>
      {translate('app.auth.back_to_sign_in')}
    </Button>
  );
}
