import { Client } from 'pg';

/** The server the tests use: DATABASE_URL when set (any database on it), else the local one. */
export function serverUrl(): string {
  return process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
}

export function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withServer<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
