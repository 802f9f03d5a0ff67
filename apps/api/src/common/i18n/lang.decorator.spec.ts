import 'reflect-metadata';
import { ExecutionContext } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import type { Locale } from '@mijozlar/shared';
import { Lang, langOf } from './lang.decorator';

/** @nestjs/swagger's DECORATORS.API_PARAMETERS (its constants are not exported). */
const API_PARAMETERS = 'swagger/apiParameters';

const contextWith = (headers: Record<string, string | string[] | undefined>) =>
  ({ switchToHttp: () => ({ getRequest: () => ({ headers }) }) }) as unknown as ExecutionContext;

class Probe {
  list(_first: string, @Lang() lang: Locale) {
    return lang;
  }
}

/** The factory Nest calls for `@Lang()` (the way Nest itself stores it on the handler). */
function factoryOf(target: typeof Probe, method: string): (data: unknown, ctx: ExecutionContext) => Locale {
  const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, target, method) as Record<string, { index: number; factory: never }>;
  const [entry] = Object.values(args);
  expect(entry.index).toBe(1);
  return entry.factory;
}

describe('@Lang()', () => {
  const factory = factoryOf(Probe, 'list');

  it.each([
    [undefined, 'uz'],
    ['ru', 'ru'],
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['uz-Latn-UZ', 'uz'],
    ['en-US,en;q=0.9', 'uz'],
    ['uz;q=0.4, ru;q=0.8', 'ru'],
    [['ru', 'uz'], 'ru'],
  ])('Accept-Language %j gives %s', (header, expected) => {
    expect(factory(undefined, contextWith({ 'accept-language': header }))).toBe(expected);
    expect(langOf(undefined, contextWith({ 'accept-language': header }))).toBe(expected);
  });

  it('defaults to uz when the request has no such header', () => {
    expect(factory(undefined, contextWith({}))).toBe('uz');
  });

  it('documents Accept-Language (optional) on the route in OpenAPI', () => {
    const params = Reflect.getMetadata(API_PARAMETERS, Probe.prototype.list) as Array<{ name: string; in: string; required?: boolean }>;
    expect(params).toEqual([expect.objectContaining({ name: 'Accept-Language', in: 'header', required: false })]);
  });
});
