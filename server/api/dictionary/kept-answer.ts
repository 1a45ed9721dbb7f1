import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentEtag, revalidatedDictionary } from '../../plugins/etag';
import type { ContentCoding } from '../../site/accept-encoding';
import { encodeOnce, sendEncoded } from '../../site/encode-once';

interface KeptAnswer {
  etag: string;
  body: Record<ContentCoding, Buffer>;
}

/**
 * A JSON answer made once for each version of the reference data it shows (the object the
 * reference cache hands out, which stays the same until staff change something) and then sent
 * as it is: checked against its contract, serialized, hashed for its ETag and compressed once,
 * instead of for every request. The same headers as every dictionary answer.
 */
export function keptJsonAnswers<Source extends object>(toJson: (source: Source) => string) {
  const kept = new WeakMap<Source, Promise<KeptAnswer>>();
  const answerFor = (source: Source): Promise<KeptAnswer> => {
    let answer = kept.get(source);
    if (answer) return answer;
    const identity = Buffer.from(toJson(source));
    // Stored at once: requests arriving meanwhile wait for this one answer.
    answer = encodeOnce(identity, 9).then((body) => ({ etag: contentEtag(identity), body }));
    kept.set(source, answer);
    answer.catch(() => kept.delete(source));
    return answer;
  };
  return async (request: FastifyRequest, reply: FastifyReply, source: Source) => {
    const answer = await answerFor(source);
    reply.type('application/json; charset=utf-8');
    if (revalidatedDictionary(request, reply, answer.etag)) return reply.send();
    return sendEncoded(request, reply, answer.body);
  };
}
