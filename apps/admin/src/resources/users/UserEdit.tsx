import { Box } from '@mui/material';
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { USERS_LIST_PATH } from './paths';
import { UserFormActions } from './UserFormActions';
import { UserInputs } from './UserInputs';
import { toUserPayload } from './userPayload';
import { HistorySection } from '../../components/history/HistorySection';

const redirectToList = () => USERS_LIST_PATH;

export interface UserEditProps {
  id: string;
}

/** /users/userCreate?id=<id> (USER_WRITE): edit a user; deleting asks for confirmation. */
export function UserEdit({ id }: UserEditProps) {
  return (
    <>
      <Edit
        id={id}
        mutationMode="pessimistic"
        redirect={redirectToList}
        transform={toUserPayload}
        actions={<UserFormActions />}
        sx={{ maxWidth: 1100 }}
      >
        <SimpleForm
          toolbar={
            <Toolbar sx={{ justifyContent: 'space-between' }}>
              <SaveButton />
              <DeleteButton mutationMode="pessimistic" redirect={redirectToList} />
            </Toolbar>
          }
        >
          <UserInputs isEdit />
        </SimpleForm>
      </Edit>
      <Box sx={{ mt: 2, maxWidth: 1100 }}>
        <HistorySection entity="user" id={Number(id)} />
      </Box>
    </>
  );
}
