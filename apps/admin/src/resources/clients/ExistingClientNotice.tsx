import { Alert, Box, Button } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ClientError } from '@mijozlar/shared';
import { isApiError } from '../../providers/apiErrors';
import { clientReadPath } from './paths';

/** The client who already has the phone, from a 409 `client.phone_exists` (its `existing_id`); null for any other error. */
export function existingClientOf(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const hit = error.apiErrors.find((e) => e.code === ClientError.PHONE_EXISTS && typeof e.existing_id === 'number');
  return hit?.existing_id ?? null;
}

/** "A client with this phone already exists" with a link to that client's page. */
export function ExistingClientNotice({ id, onOpen }: { id: number; onOpen?: () => void }) {
  const translate = useTranslate();
  return (
    // The link sits under the text (not as the Alert's side action) so that a phone keeps the text readable.
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="existing-client-notice">
      {translate('resources.clients.duplicate.message', { id })}
      <Box sx={{ mt: 1 }}>
        <Button component={Link} to={clientReadPath(id)} onClick={onOpen} variant="outlined" color="inherit" size="small" startIcon={<OpenInNewIcon />}>
          {translate('resources.clients.duplicate.open')}
        </Button>
      </Box>
    </Alert>
  );
}
