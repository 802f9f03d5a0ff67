/**
 * react-admin resource name -> API path (under /api, without slashes). A new resource adds one line.
 * Names follow the spec's API (document 2, section 7).
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
} as const satisfies Record<string, string>;

export type ResourceName = keyof typeof RESOURCE_PATHS;

export function isKnownResource(resource: string): resource is ResourceName {
  return Object.prototype.hasOwnProperty.call(RESOURCE_PATHS, resource);
}

export function resourcePath(resource: string): string {
  if (!isKnownResource(resource)) {
    throw new Error(`Unknown resource "${resource}": add its API path to RESOURCE_PATHS (src/providers/resourcePaths.ts).`);
  }
  return RESOURCE_PATHS[resource];
}
