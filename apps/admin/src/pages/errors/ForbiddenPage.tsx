import LockPersonOutlinedIcon from '@mui/icons-material/LockPersonOutlined';
import { Title, useTranslate } from 'react-admin';
import { FORBIDDEN_PATH } from '../../config';
import { ErrorPage } from './ErrorPage';

/** /errors/403: the user may not view the page; it is not an error. */
export function ForbiddenPage() {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('app.errors.forbidden_title')} />
      <ErrorPage
        code="403"
        icon={<LockPersonOutlinedIcon />}
        titleKey="app.errors.forbidden_title"
        textKey="app.errors.forbidden_text"
      />
    </>
  );
}
ForbiddenPage.path = FORBIDDEN_PATH;
