import type { Config } from '../config';
import type { OperatorDetails } from './document-types';

/** The operator's details for invoices and acts, as configured (see core/config.ts). */
export function operatorDetailsFromConfig(config: Config): OperatorDetails {
  return {
    name: config.OPERATOR_NAME,
    inn: config.OPERATOR_INN,
    kpp: config.OPERATOR_KPP,
    ogrn: config.OPERATOR_OGRN,
    address: config.OPERATOR_ADDRESS?.trim() || config.SITE_ADDRESS,
    bank: {
      name: config.OPERATOR_BANK_NAME,
      bik: config.OPERATOR_BIK,
      account: config.OPERATOR_ACCOUNT,
      corrAccount: config.OPERATOR_CORR_ACCOUNT,
    },
    vatRate: config.VAT_RATE === 'none' ? null : Number(config.VAT_RATE),
  };
}
