import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import { Title, useTranslate } from 'react-admin';
import { ErrorPage } from './ErrorPage';

/** Any unknown path (the catch-all inside the main layout): contact the administrator. */
export function NotFoundPage() {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('app.errors.not_found_title')} />
      <ErrorPage
        code="404"
        icon={<TravelExploreOutlinedIcon />}
        titleKey="app.errors.not_found_title"
        textKey="app.errors.not_found_text"
      />
    </>
  );
}
