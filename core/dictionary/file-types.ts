import { asc } from 'drizzle-orm';
import type { FileType } from '../../contracts/dictionary';
import type { Database } from '../../db/client';
import { fileTypes } from '../../db/schema';

export async function listFileTypes(db: Database): Promise<FileType[]> {
  return db
    .select({
      id: fileTypes.id,
      code: fileTypes.code,
      name: fileTypes.name,
      extension: fileTypes.extension,
      mimeType: fileTypes.mimeType,
    })
    .from(fileTypes)
    .orderBy(asc(fileTypes.sortOrder));
}
