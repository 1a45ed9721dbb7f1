import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../../contracts/app-services';
import { MESSAGES } from '../../../contracts/messages';
import {
  CountryGroupsResponse,
  FileTypesResponse,
  GetCountriesByGroupRequest,
  GetCountriesByGroupResponse,
  GetCountriesRequest,
  GetCountriesResponse,
  GetCountryRequest,
  GetCountryResponse,
  GetPriceListRequest,
  GetPriceListResponse,
} from '../../../contracts/dictionary';
import { cacheableDictionary } from '../../plugins/etag';
import { HttpError } from '../../plugins/errors';
import type { ZodTypeProvider } from '../../plugins/zod';
import { keptJsonAnswers } from './kept-answer';

const listCountriesOf = (services: AppServices) => services.dictionary.listCountries();

/** Spec section 7, the dictionary calls, with their exact paths and field names. */
export async function dictionaryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  cacheableDictionary(app);

  api.get(
    '/Dictionary/CountryGroups',
    { schema: { response: { 200: CountryGroupsResponse } } },
    async (request) => ({
      countryGroups: await request.ctx.services.dictionary.listCountryGroups(),
    }),
  );

  api.post(
    '/Dictionary/GetCountriesByGroup',
    {
      schema: { body: GetCountriesByGroupRequest, response: { 200: GetCountriesByGroupResponse } },
    },
    async (request) => {
      const result = await request.ctx.services.dictionary.listCountriesByGroup(
        request.body.groupCountryId,
      );
      if (!result) throw new HttpError(404, MESSAGES.groupNotFound);
      return result;
    },
  );

  // Every country on every call: the busiest dictionary answer is made once per version.
  const sendCountries = keptJsonAnswers((countries: Awaited<ReturnType<typeof listCountriesOf>>) =>
    JSON.stringify(GetCountriesResponse.parse({ countries })),
  );
  api.post(
    '/Dictionary/GetCountries',
    { schema: { body: GetCountriesRequest, response: { 200: GetCountriesResponse } } },
    async (request, reply) =>
      sendCountries(request, reply, await listCountriesOf(request.ctx.services)),
  );

  api.post(
    '/Dictionary/GetCountry',
    { schema: { body: GetCountryRequest, response: { 200: GetCountryResponse } } },
    async (request) => {
      const { countryId, codeType } = request.body;
      // With codeType 'alpha2' a two-letter code is expected; without it, a numeric id.
      const ref = codeType
        ? countryId
        : typeof countryId === 'number' || /^\d+$/.test(countryId)
          ? countryId
          : null;
      const details = ref === null ? null : await request.ctx.services.dictionary.getCountry(ref);
      if (!details) throw new HttpError(404, MESSAGES.countryNotFound);
      return { country: details.country, tariffs: details.tariffs };
    },
  );

  api.get(
    '/Dictionary/FileTypes',
    { schema: { response: { 200: FileTypesResponse } } },
    async (request) => ({
      fileTypes: await request.ctx.services.dictionary.listFileTypes(),
    }),
  );

  api.post(
    '/Report/GetPriceList',
    { schema: { body: GetPriceListRequest, response: { 200: GetPriceListResponse } } },
    async (request) => ({ countries: await request.ctx.services.dictionary.getPriceList() }),
  );
}
