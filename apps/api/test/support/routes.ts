import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import { IS_PUBLIC, REQUIRED_PERMISSIONS } from '../../src/common/auth/decorators';

export interface RouteInfo {
  method: string;
  path: string; // e.g. /api/account/user/:id
  isPublic: boolean;
  /** One code per clause that together let a user through (an any-of clause gives its first code). undefined: declared nothing (a defect). */
  permissions: string[] | undefined;
  /** The route's clauses as declared: a code, or a list of codes any one of which will do. */
  clauses: (string | readonly string[])[] | undefined;
  controller: string;
  handler: string;
}

const join = (...parts: string[]) =>
  '/' + parts.flatMap((p) => p.split('/')).filter(Boolean).join('/');

/** Every HTTP route of every controller, read from Nest's metadata (what the guard reads too). */
export function listRoutes(app: INestApplication): RouteInfo[] {
  const routes: RouteInfo[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new (...args: unknown[]) => unknown) | undefined;
      if (!type) continue;
      const base: string | string[] = Reflect.getMetadata(PATH_METADATA, type) ?? '';
      const proto = type.prototype;
      for (const name of Object.getOwnPropertyNames(proto)) {
        if (name === 'constructor') continue;
        const handler = proto[name];
        const path: string | string[] | undefined = Reflect.getMetadata(PATH_METADATA, handler);
        const method: RequestMethod | undefined = Reflect.getMetadata(METHOD_METADATA, handler);
        if (path === undefined || method === undefined) continue;
        const isPublic = Reflect.getMetadata(IS_PUBLIC, handler) ?? Reflect.getMetadata(IS_PUBLIC, type) ?? false;
        const clauses: (string | readonly string[])[] | undefined =
          Reflect.getMetadata(REQUIRED_PERMISSIONS, handler) ?? Reflect.getMetadata(REQUIRED_PERMISSIONS, type);
        const permissions = clauses?.map((clause) => (typeof clause === 'string' ? clause : clause[0]));
        for (const b of [base].flat()) {
          for (const p of [path].flat()) {
            routes.push({
              method: RequestMethod[method],
              path: join('api', b, p),
              isPublic,
              permissions,
              clauses,
              controller: type.name,
              handler: name,
            });
          }
        }
      }
    }
  }
  return routes;
}

/** A concrete URL for a route: path ids become a number that does not exist; trailing slash as integrators send. */
export function concretePath(path: string, id = 987654): string {
  return path.replace(/:[A-Za-z_]+/g, String(id)) + '/';
}
