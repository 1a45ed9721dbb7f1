import { useCallback, useRef, useState } from 'react';
import { COUNTRY_CODE_TYPE, REQUEST_ID_PLACEHOLDER } from '../../../contracts/constants';
import type { Country } from '../../../contracts/dictionary';
import { ApiError, apiPost } from '../../lib/api-client';
import { fileNameFromContentDisposition } from '../../lib/content-disposition';
import { saveBlob } from '../../lib/save-blob';

export type SampleDownloadState =
  | { status: 'idle' }
  | { status: 'loading'; progress: number | null }
  | { status: 'error'; message: string };

const FAILURE_MESSAGE = 'Не удалось скачать образец отчёта. Повторите попытку чуть позже.';

/** Reads a response body while reporting the share received, when the size is known. */
async function readWithProgress(response: Response, onProgress: (share: number) => void) {
  const total = Number(response.headers.get('content-length')) || 0;
  if (!response.body || !total) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(Math.min(received / total, 1));
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/pdf' });
}

/**
 * Spec section 7, GetSampleReport: the sample PDF of a country, saved under the name the server
 * gives in Content-Disposition, or «Образец отчёта — <страна>.pdf».
 */
export function useSampleDownload() {
  const [state, setState] = useState<SampleDownloadState>({ status: 'idle' });
  const isBusy = useRef(false);

  const download = useCallback(async (country: Country) => {
    if (isBusy.current) return;
    isBusy.current = true;
    setState({ status: 'loading', progress: null });
    try {
      const response = await apiPost('/api/Dictionary/GetSampleReport', {
        requestId: REQUEST_ID_PLACEHOLDER,
        codeType: COUNTRY_CODE_TYPE,
        countryId: country.code.toLowerCase(),
      });
      const blob = await readWithProgress(response, (progress) =>
        setState({ status: 'loading', progress }),
      );
      const fileName =
        fileNameFromContentDisposition(response.headers.get('content-disposition')) ??
        `Образец отчёта — ${country.name}.pdf`;
      saveBlob(blob, fileName);
      setState({ status: 'idle' });
    } catch (error) {
      // Spec section 8 logs exactly this; the user gets a message as well.
      console.error('Ошибка при загрузке файла', error);
      const message =
        error instanceof ApiError
          ? `Не удалось скачать образец отчёта. ${error.message}`
          : FAILURE_MESSAGE;
      setState({ status: 'error', message });
    } finally {
      isBusy.current = false;
    }
  }, []);

  return { state, download };
}
