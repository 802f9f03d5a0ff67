import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, P, UploadError } from '@mijozlar/shared';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { PrismaService } from '../../database/prisma.service';
import { ApiError } from '../../common/errors/api-error';
import { auditMany, diff } from '../../common/audit';
import type { AuthUser } from '../../common/auth/auth-user';
import { DocumentKind } from '../../generated/prisma/client';
import { documentUrl, ImageType, MIME_BY_EXT, sniffImage, STORED_NAME } from './image-type';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES = 10;
const KINDS: readonly DocumentKind[] = ['building', 'profile'];

/**
 * Uploaded images. Stored under UPLOAD_DIR/images with a random 128-bit name; the Document row
 * keeps the path, type and size. Served back at an unguessable public URL (see documentUrl) so
 * an <img> tag works without a token: whoever has the URL may see the image, nobody can guess one.
 */
@Injectable()
export class DocumentsService {
  private readonly logger = new Logger('Documents');

  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async upload(request: FastifyRequest, user: AuthUser) {
    if (!request.isMultipart()) throw ApiError.badRequest('images', ErrorCode.REQUIRED);
    const files: { bytes: Buffer; name: string }[] = [];
    let imageType: string | undefined;
    try {
      for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES } })) {
        if (part.type === 'file') {
          const file = part as MultipartFile;
          const bytes = await file.toBuffer(); // 413 past MAX_IMAGE_BYTES
          if (file.fieldname === 'images' || file.fieldname === 'images[]') files.push({ bytes, name: file.filename ?? '' });
        } else if ((part as MultipartValue).fieldname === 'image_type') {
          imageType = String((part as MultipartValue).value ?? '').trim();
        }
      }
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_FILES_LIMIT') throw ApiError.badRequest('images', UploadError.TOO_MANY, { max: MAX_IMAGES });
      throw err;
    }
    if (!imageType) throw ApiError.badRequest('image_type', ErrorCode.REQUIRED);
    if (!KINDS.includes(imageType as DocumentKind)) throw ApiError.badRequest('image_type', ErrorCode.INVALID);
    const kind = imageType as DocumentKind;
    // Building photos are part of the inventory; anyone signed in may upload their own profile image.
    if (kind === 'building' && !user.permissions.has(P.BUILDING_WRITE)) throw ApiError.forbidden();
    if (files.length === 0) throw ApiError.badRequest('images', ErrorCode.REQUIRED);

    const typed: { bytes: Buffer; name: string; type: ImageType }[] = [];
    for (const file of files) {
      const type = file.bytes.length ? sniffImage(file.bytes) : null;
      if (!type) throw ApiError.badRequest('images', UploadError.TYPE);
      typed.push({ ...file, type });
    }

    const dir = join(this.config.uploadDir, 'images');
    await mkdir(dir, { recursive: true });
    const written: string[] = [];
    try {
      const stored: { path: string; file: (typeof typed)[number] }[] = [];
      for (const file of typed) {
        const path = `images/${randomBytes(16).toString('hex')}.${file.type.ext}`;
        await writeFile(join(this.config.uploadDir, path), file.bytes, { flag: 'wx', mode: 0o640 });
        written.push(path);
        stored.push({ path, file });
      }
      const rows = await this.prisma.$transaction(async (tx) => {
        const created = await tx.document.createManyAndReturn({
          data: stored.map(({ path, file }) => ({
            kind,
            path,
            mime: file.type.mime,
            size: file.bytes.length,
            original_name: file.name.slice(0, 255) || path,
            created_by_id: user.id,
          })),
        });
        await auditMany(
          tx,
          created.map((row) => ({
            action: 'create' as const,
            entity: 'document' as const,
            entity_id: row.id,
            label: row.original_name,
            changes: diff(null, { image_type: row.kind, url: documentUrl(row.path), mime: row.mime, size: row.size, original_name: row.original_name }),
          })),
        );
        return created;
      });
      return rows.map((row) => ({ id: row.id, url: documentUrl(row.path), image_type: row.kind }));
    } catch (err) {
      await Promise.all(written.map((p) => rm(join(this.config.uploadDir, p), { force: true })));
      throw err;
    }
  }

  async serve(name: string, reply: FastifyReply) {
    if (!STORED_NAME.test(name)) throw ApiError.notFound();
    const doc = await this.prisma.document.findUnique({ where: { path: `images/${name}` }, select: { path: true, mime: true } });
    if (!doc) throw ApiError.notFound();
    const file = join(this.config.uploadDir, doc.path);
    let size: number;
    try {
      size = (await stat(file)).size;
    } catch {
      this.logger.warn({ path: doc.path }, 'stored image is missing on disk');
      throw ApiError.notFound();
    }
    return reply
      .header('Content-Type', MIME_BY_EXT[name.split('.').pop()!] ?? doc.mime)
      .header('Content-Length', String(size))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'")
      .send(createReadStream(file));
  }

  /** Removes stored files (after the rows are gone and the transaction committed). */
  async removeFiles(paths: string[]): Promise<void> {
    await Promise.all(
      paths.map((p) =>
        rm(join(this.config.uploadDir, p), { force: true }).catch((err) => this.logger.warn({ err, path: p }, 'could not remove a file')),
      ),
    );
  }
}
