import { nowOf } from '../../clock';
import { createHash } from 'node:crypto';
import {
  CONTENT_MESSAGES,
  SAMPLE_MAX_BYTES,
  type SampleUpload,
} from '../../../contracts/staff/content';
import type { StaffActor } from '../../../contracts/staff/roles';
import { DomainError } from '../../domain-error';
import { findUploadedSample, type UploadedSample } from '../../reports/sample/find-uploaded-sample';
import { SAMPLE_UPLOAD_TYPES, uploadedSampleKey } from '../../reports/sample/sample-report-keys';
import { recordAudit } from '../audit/record-audit';
import type { StaffDeps } from '../staff-deps';
import { lockCountry, touchCountry } from './lock-country';
import { detectSampleFileType } from './sample-file-type';
import { fileStructureProblem, withoutFormatCharacters } from '../uploads/file-structure';

const megabytes = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

function sizeText(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} КБ`
    : `${megabytes.format(bytes / 1024 / 1024)} МБ`;
}

function sampleSnapshot(sample: UploadedSample | null) {
  return sample
    ? { extension: sample.extension, size: sample.size, uploadedAt: sample.modifiedAt }
    : null;
}

/**
 * Replaces a country's sample report with a file staff upload. The type comes from the bytes
 * (a PNG named .pdf is refused); the file is stored under the key the download already looks
 * at, and files of the other types are removed so the new one is what visitors get.
 */
export async function uploadSample(
  deps: StaffDeps,
  actor: StaffActor,
  code: string,
  file: SampleUpload,
): Promise<{ extension: string }> {
  if (file.data.byteLength === 0) throw new DomainError(400, CONTENT_MESSAGES.fileEmpty);
  if (file.data.byteLength > SAMPLE_MAX_BYTES) {
    throw new DomainError(400, CONTENT_MESSAGES.fileTooLarge);
  }
  const extension = detectSampleFileType(file.data);
  if (!extension) throw new DomainError(422, CONTENT_MESSAGES.fileType);
  // A Word 97–2003 file is no ZIP: its own detection is all there is to check.
  const problem = extension === 'doc' ? null : fileStructureProblem(extension, file.data);
  if (problem) throw new DomainError(422, problem);
  const at = nowOf(deps);
  const sha256 = createHash('sha256').update(file.data).digest('hex');
  return deps.db.transaction(async (tx) => {
    const country = await lockCountry(tx, code);
    const before = await findUploadedSample(deps.storage, country.code);
    await touchCountry(tx, country.id, at);
    await recordAudit(tx, actor, {
      action: 'sample_report.upload',
      objectType: 'sample_report',
      objectId: country.code,
      summary: `${country.name}: загружен образец отчёта (${extension.toUpperCase()}, ${sizeText(file.data.byteLength)})`,
      before: sampleSnapshot(before),
      after: {
        extension,
        size: file.data.byteLength,
        sha256,
        fileName: withoutFormatCharacters(file.fileName).slice(0, 200),
      },
    });
    // The file last: should writing it fail, the transaction and its audit entry roll back.
    await deps.storage.put(uploadedSampleKey(country.code, extension), file.data);
    for (const other of SAMPLE_UPLOAD_TYPES) {
      if (other.extension !== extension) {
        await deps.storage.delete(uploadedSampleKey(country.code, other.extension));
      }
    }
    return { extension };
  });
}

/** Removes the uploaded sample: the generated report is served again. */
export async function removeSample(deps: StaffDeps, actor: StaffActor, code: string) {
  const at = nowOf(deps);
  await deps.db.transaction(async (tx) => {
    const country = await lockCountry(tx, code);
    const before = await findUploadedSample(deps.storage, country.code);
    if (!before) throw new DomainError(404, CONTENT_MESSAGES.noSample);
    await touchCountry(tx, country.id, at);
    await recordAudit(tx, actor, {
      action: 'sample_report.remove',
      objectType: 'sample_report',
      objectId: country.code,
      summary: `${country.name}: загруженный образец отчёта удалён, показывается созданный автоматически`,
      before: sampleSnapshot(before),
      after: null,
    });
    for (const { extension } of SAMPLE_UPLOAD_TYPES) {
      await deps.storage.delete(uploadedSampleKey(country.code, extension));
    }
  });
}
