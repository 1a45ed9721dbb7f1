import { useEffect, useRef, useState } from 'react';

const PREVIEW_DELAY_MS = 400;

/**
 * The rendered preview of the text being typed: after a pause in typing, the Markdown goes to
 * the preview route (the site's own renderer), and the latest answer wins. Until the first
 * change the server's rendering stands.
 */
export function useLivePreview(previewUrl: string, initialHtml: string) {
  const [html, setHtml] = useState(initialHtml);
  const [text, setText] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'pending' | 'failed'>('idle');
  const latest = useRef(0);

  useEffect(() => setHtml(initialHtml), [initialHtml]);

  useEffect(() => {
    if (text === null) return;
    const request = ++latest.current;
    const controller = new AbortController();
    setStatus('pending');
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(previewUrl, {
          method: 'POST',
          headers: { 'content-type': 'text/markdown; charset=utf-8' },
          body: text,
          signal: controller.signal,
        });
        if (request !== latest.current) return;
        if (!response.ok) throw new Error(await response.text());
        setHtml(await response.text());
        setStatus('idle');
      } catch {
        if (controller.signal.aborted || request !== latest.current) return;
        setStatus('failed');
      }
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, previewUrl]);

  return { html, status, onTextChange: setText };
}
