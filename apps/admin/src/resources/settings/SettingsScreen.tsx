import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../../pages/errors/NotFoundPage';
import { BackupList } from '../backups/BackupList';
import { CollectionSettingsEdit } from './CollectionSettingsEdit';
import { CompanySettingsEdit } from './CompanySettingsEdit';
import { DocumentTemplateList } from './DocumentTemplateList';

/**
 * /settings/:page (SETTINGS_WRITE): the installation's settings pages behind one route of the first
 * load (backups, company details, document templates), so that each new page does not grow it.
 */
export function SettingsScreen() {
  const { page } = useParams();
  switch (page) {
    case 'backups':
      return <BackupList />;
    case 'company':
      return <CompanySettingsEdit />;
    case 'collections':
      return <CollectionSettingsEdit />;
    case 'document-templates':
      return <DocumentTemplateList />;
    default:
      return <NotFoundPage />;
  }
}
