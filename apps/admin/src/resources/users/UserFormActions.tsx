import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, TopToolbar } from 'react-admin';
import { Link } from 'react-router-dom';
import { USERS_LIST_PATH } from './paths';

/** Above the user form: back to the list. */
export function UserFormActions() {
  return (
    <TopToolbar>
      <Button component={Link} to={USERS_LIST_PATH} label="ra.action.back">
        <ArrowBackIcon />
      </Button>
    </TopToolbar>
  );
}
