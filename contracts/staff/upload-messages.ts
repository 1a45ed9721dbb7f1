/** Refusals of an uploaded file whose inside is not what its type promises (orders and samples). */
export const UPLOAD_STRUCTURE_MESSAGES = {
  pdfBroken:
    'Файл не похож на целый PDF: он должен начинаться с «%PDF-» и заканчиваться отметкой «%%EOF». Сохраните документ в PDF заново и загрузите ещё раз.',
  pdfWithHtml:
    'В начале PDF найдена веб-разметка (<html>, <script>): такой файл браузер может открыть как страницу. Сохраните документ в PDF заново и загрузите ещё раз.',
  officeBroken:
    'Файл Word или Excel повреждён: в архиве нет описания содержимого ([Content_Types].xml). Сохраните документ заново и загрузите ещё раз.',
} as const;
