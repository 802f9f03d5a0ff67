import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { AppConfig } from './config/config';
import { adminIndexPath } from './config/admin';
import { createValidationPipe } from './common/errors/validation';
import { serveJsonText } from './common/list/json-text';
import { fastifyOptions, hardenHttp, securityHeaders } from './common/http/http-hardening';
import { ImportSlots } from './common/xlsx/import-slots';

export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter(fastifyOptions(config));
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bufferLogs: true,
    abortOnError: false,
  });
  app.useLogger(app.get(Logger));
  app.flushLogs();
  hardenHttp(app.getHttpAdapter().getInstance(), config, app.get(ImportSlots));
  serveJsonText(app.getHttpAdapter().getInstance());
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();

  // Uploads (images, XLSX imports): handlers read the parts themselves (request.parts()); these are the outer bounds.
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 10, fields: 10, parts: 20, fieldSize: 1024, headerPairs: 100 } });
  securityHeaders(app.getHttpAdapter().getInstance(), {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // On-prem servers are often reached over plain http on the LAN: do not force https.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Mijozlar API')
      .setDescription(
        'Back office for real-estate developers. Lists answer `{count, results}` and take `page`, `page_size`, ' +
          '`search`, `ordering`. Errors answer `{"errors":[{"field","code","message"}]}` in the `Accept-Language` ' +
          'language (uz by default, ru). Paths end with a slash; the same path without it answers too.',
      )
      .setVersion(process.env.npm_package_version ?? '0.1.0')
      .addBearerAuth()
      .build(),
  );
  // Integrators call the spec's paths, which end with a slash; publish them that way.
  document.paths = Object.fromEntries(Object.entries(document.paths).map(([path, item]) => [path.endsWith('/') ? path : `${path}/`, item]));
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json', customSiteTitle: 'Mijozlar API' });

  const fastify = app.getHttpAdapter().getInstance();
  if (adminIndexPath(config)) {
    await fastify.register(fastifyStatic, {
      root: config.adminDistDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  return app;
}
