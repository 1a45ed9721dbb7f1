import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/** Lets route handlers see `request.body` as the type of the zod schema they declared. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

// zod's own messages in Russian for whatever a schema does not word itself.
z.config(z.locales.ru());

/**
 * Request schemas validate with zod; response schemas are parsed before sending, so a field
 * the contract does not name never leaves the server.
 */
export const zodPlugin = fp(async (app: FastifyInstance) => {
  app.setValidatorCompiler(({ schema }) => (data) => {
    const result = (schema as z.ZodType).safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  });
  app.setSerializerCompiler(
    ({ schema }) =>
      (data) =>
        JSON.stringify((schema as z.ZodType).parse(data)),
  );
});
