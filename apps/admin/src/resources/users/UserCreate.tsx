import { Create, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { todayInTashkent } from '../../format/format';
import { USERS_LIST_PATH } from './paths';
import { UserFormActions } from './UserFormActions';
import { UserInputs } from './UserInputs';
import { toUserPayload } from './userPayload';

const redirectToList = () => USERS_LIST_PATH;

/** /users/userCreate (USER_WRITE): a new user. */
export function UserCreate() {
  return (
    <Create redirect={redirectToList} transform={toUserPayload} actions={<UserFormActions />} sx={{ maxWidth: 1100 }}>
      <SimpleForm
        defaultValues={{ is_active: true, date_joined: todayInTashkent() }}
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <UserInputs isEdit={false} />
      </SimpleForm>
    </Create>
  );
}
