import type { Role } from './RoleSelectInput';

/** Roles are read for selects only (no screen of their own in the spec). */
const roles = {
  recordRepresentation: (record: Role) => record.name,
};

export default roles;
