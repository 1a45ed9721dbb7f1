import { Transform } from 'node:stream';

const HEAD_END = '</head>';
const MODULE_PRELOAD = /<link rel="modulepreload"/g;

/**
 * Passes a streamed page on with its script preloads marked `fetchpriority="low"`. Pages are
 * complete and usable as HTML (forms work without JavaScript); scripts only enhance them. At
 * the browser's default (high) priority, the hundred-odd kilobytes of script share a slow
 * connection with the stylesheet and the fonts and hold back the first paint. React hoists the
 * preloads into the head, so only the head is looked at: it is held until `</head>` (which
 * comes in the first flush, with the shell) and the rest flows through untouched.
 */
export function lowPriorityScriptPreloads(): Transform {
  // Bytes, not strings, until the head is whole: React cuts its chunks at byte counts, so a
  // letter of a Russian title may straddle two of them.
  let held: Buffer[] = [];
  let passing = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (passing) return callback(null, chunk);
      held.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      const bytes = Buffer.concat(held);
      const end = bytes.indexOf(HEAD_END);
      if (end < 0) {
        held = [bytes];
        return callback();
      }
      passing = true;
      held = [];
      const done = end + HEAD_END.length;
      const head = bytes
        .subarray(0, done)
        .toString('utf8')
        .replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
      callback(null, Buffer.concat([Buffer.from(head), bytes.subarray(done)]));
    },
    flush(callback) {
      callback(null, passing || !held.length ? undefined : Buffer.concat(held));
    },
  });
}
