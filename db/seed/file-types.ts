/** The formats in which a finished report can be delivered. */
export const SEED_FILE_TYPES = [
  { code: 'pdf', name: 'PDF-документ', extension: 'pdf', mimeType: 'application/pdf' },
  {
    code: 'docx',
    name: 'Документ Word',
    extension: 'docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  {
    code: 'xlsx',
    name: 'Таблица Excel (финансовые показатели)',
    extension: 'xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  {
    code: 'zip',
    name: 'Архив с выписками из реестров',
    extension: 'zip',
    mimeType: 'application/zip',
  },
];
