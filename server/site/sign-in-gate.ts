import type { FastifyRequest } from 'fastify';
import { createRenderGate, type RenderGate } from './render-gate';

/**
 * Sign-ins answered at once: each hashes a password (scrypt, 32 MiB and tens of milliseconds),
 * and Node's thread pool runs four such jobs at a time anyway.
 */
const SIGN_IN_CONCURRENCY = 2;
const SIGN_IN_QUEUE = 8;

/**
 * A post to the staff area from someone not signed in: only the login form's action can take
 * it (the guard refuses the rest before rendering). It is rendered through a gate of its own,
 * so a burst of guesses waits for its own few turns and never takes the page renders visitors
 * need.
 */
export function isSignInPost(request: FastifyRequest): boolean {
  return request.method === 'POST' && !request.ctx.staff;
}

export function createSignInGate(queueTimeoutMs: number): RenderGate {
  return createRenderGate({
    max: SIGN_IN_CONCURRENCY,
    queueTimeoutMs,
    maxQueue: SIGN_IN_QUEUE,
  });
}
