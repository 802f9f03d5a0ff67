import type { Identifier, RaRecord } from 'react-admin';

/**
 * react-admin resource name -> API path (under /api, without slashes). A new resource adds one line
 * here and, when it has a screen, its access in RESOURCE_ACCESS (src/permissions.ts).
 * Names follow the spec's API (document 2, section 7).
 *
 * A nested list names its parent in braces: `investors/{investor}/operations` is read with
 * `filter: { investor: 7 }` as GET /api/investors/7/operations/ (the parent's filter is not sent
 * as a query parameter). Such a resource is a list only.
 */
export const RESOURCE_PATHS = {
  users: 'account/user',
  roles: 'account/role',
  clients: 'client',
  clientStatuses: 'client/status',
  regions: 'region',
  cities: 'region-city',
  lids: 'lid',
  lidStatuses: 'lid/status',
  lidSources: 'lid/source',
  lidTalks: 'lid-talk',
  sellers: 'account/seller/list',
  sms: 'sms',
  peopleGroups: 'people-group',
  buildings: 'building',
  // Lookups readable with the permission of the forms and filters that pick from them (DESIGN, "Roles and lookups").
  'building-choices': 'building/choices',
  'construction-choices': 'construction/choices',
  'building-blocks': 'building-blocks',
  'building-groups': 'building-groups',
  rooms: 'room',
  'room-statuses': 'room-status',
  currencies: 'currency',
  wallets: 'wallet',
  'wallet-operations': 'wallet-operations',
  'exchange-rates': 'exchange-rate',
  'payment-methods': 'payment-method',
  refusals: 'refusals',
  sales: 'sale',
  'sales-pending': 'sale/pending',
  'client-debts': 'client-debt',
  'payment-reports': 'payment-report',
  'debt-types': 'dept-type',
  'credit-periods': 'credit-period',
  employees: 'employee',
  investors: 'investors',
  'investor-types': 'investors/types',
  'investor-operations': 'investors/{investor}/operations',
  suppliers: 'supplier',
  'supplier-operations': 'supplier-operation',
  'supplier-materials': 'supplier/materials',
  construction: 'construction',
  'construction-operations': 'construction/{project}/operations',
  'audit-log': 'audit-log',
  'audit-actors': 'audit-log/actors',
} as const satisfies Record<string, string>;

export type ResourceName = keyof typeof RESOURCE_PATHS;

export function isKnownResource(resource: string): resource is ResourceName {
  return Object.prototype.hasOwnProperty.call(RESOURCE_PATHS, resource);
}

const PARENT = /\{([^}]+)\}/g;

function knownPath(resource: string): string {
  if (!isKnownResource(resource)) {
    throw new Error(`Unknown resource "${resource}": add its API path to RESOURCE_PATHS (src/providers/resourcePaths.ts).`);
  }
  return RESOURCE_PATHS[resource];
}

/** The parents a resource's path needs (`investor` for `investors/{investor}/operations`). */
export function parentsOf(resource: string): string[] {
  return [...knownPath(resource).matchAll(PARENT)].map((match) => match[1]);
}

/** The API path of a resource that is not nested (every CRUD method but a nested list). */
export function resourcePath(resource: string): string {
  const path = knownPath(resource);
  const parents = parentsOf(resource);
  if (parents.length > 0) throw new Error(`Resource "${resource}" is nested (${path}): read it as a list with filter.${parents.join(', filter.')}.`);
  return path;
}

/**
 * The API path of a resource's list and the filters left for its query string: a nested list takes
 * its parents' ids out of the filter and into the path.
 */
export function listPathOf(resource: string, filter: Record<string, unknown> = {}): { path: string; filter: Record<string, unknown> } {
  const rest = { ...filter };
  const path = knownPath(resource).replace(PARENT, (_match, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null || value === '') throw new Error(`Resource "${resource}" needs filter.${name} (${RESOURCE_PATHS[resource as ResourceName]}).`);
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path, filter: rest };
}

/** A row id unique across both sources of a project's operations (a wallet operation and a delivery may share a number). */
export const operationKey = (row: { source: string; id: number }) => `${row.source === 'supplier_delivery' ? 'd' : 'w'}${row.id}`;

/**
 * Lists whose rows the API's id does not make unique: how a row becomes a react-admin record
 * (its own id; the API's id kept under another name).
 */
export const RESOURCE_RECORDS: Partial<Record<ResourceName, (row: RaRecord) => RaRecord>> = {
  'construction-operations': (row) => ({ ...row, operation_id: row.id, id: operationKey(row as unknown as { source: string; id: number }) as Identifier }),
};
