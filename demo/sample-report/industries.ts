/** The lines of business a sample company may be in, with what the report says about each. */
export const INDUSTRY_IDS = [
  'machinery',
  'logistics',
  'food',
  'chemicals',
  'electronics',
  'building',
  'trade',
  'packaging',
] as const;
export type IndustryId = (typeof INDUSTRY_IDS)[number];

export interface Industry {
  /** NACE Rev. 2 / ISIC Rev. 4 code; most national classifications derive from it. */
  code: string;
  /** The North American classification, which does not derive from NACE. */
  naics: string;
  activity: string;
  /** The company name's industry word in English, used where a language has none listed. */
  word: string;
  products: string[];
  supplies: string[];
  customers: string[];
  russianWord: string;
}

export const INDUSTRIES: Record<IndustryId, Industry> = {
  machinery: {
    naics: '333999',
    code: '28.29',
    activity: 'Производство машин и оборудования общего назначения',
    word: 'Engineering',
    products: ['насосное оборудование', 'промышленные редукторы', 'запасные части и сервис'],
    supplies: ['металлопрокат', 'подшипники и приводы', 'электродвигатели'],
    customers: ['машиностроительный завод', 'горнодобывающая компания', 'сервисная компания'],
    russianWord: 'Техмаш',
  },
  logistics: {
    naics: '488510',
    code: '52.29',
    activity: 'Транспортно-экспедиционные и логистические услуги',
    word: 'Logistics',
    products: ['международные автоперевозки', 'складская логистика', 'таможенное оформление'],
    supplies: ['аренда складов', 'топливо', 'лизинг тягачей'],
    customers: ['розничная сеть', 'производитель бытовой техники', 'дистрибьютор'],
    russianWord: 'Логистик',
  },
  food: {
    naics: '311999',
    code: '10.89',
    activity: 'Производство пищевых продуктов',
    word: 'Foods',
    products: ['соусы и заправки', 'замороженные полуфабрикаты', 'продукция под частной маркой'],
    supplies: ['растительные масла', 'упаковочные материалы', 'специи и добавки'],
    customers: ['розничная сеть', 'оптовый дистрибьютор', 'сеть ресторанов'],
    russianWord: 'Продукт',
  },
  chemicals: {
    naics: '325520',
    code: '20.59',
    activity: 'Производство химической продукции',
    word: 'Chemicals',
    products: ['промышленные клеи', 'лакокрасочные материалы', 'моющие средства'],
    supplies: ['полимерное сырьё', 'растворители', 'тара и упаковка'],
    customers: ['строительный холдинг', 'мебельная фабрика', 'автомобильный завод'],
    russianWord: 'Химпром',
  },
  electronics: {
    naics: '334513',
    code: '26.51',
    activity: 'Производство контрольно-измерительных приборов и электроники',
    word: 'Electronics',
    products: ['датчики и контроллеры', 'системы учёта энергии', 'печатные платы'],
    supplies: ['электронные компоненты', 'корпуса и кабели', 'контрактная сборка'],
    customers: ['энергосбытовая компания', 'системный интегратор', 'производитель оборудования'],
    russianWord: 'Электроникс',
  },
  building: {
    naics: '327390',
    code: '23.61',
    activity: 'Производство строительных материалов и изделий',
    word: 'Building Materials',
    products: ['бетонные изделия', 'сухие строительные смеси', 'тротуарная плитка'],
    supplies: ['цемент', 'инертные материалы', 'транспортные услуги'],
    customers: ['девелоперская компания', 'строительный подрядчик', 'торговая сеть DIY'],
    russianWord: 'Стройресурс',
  },
  trade: {
    naics: '423830',
    code: '46.69',
    activity: 'Оптовая торговля промышленным оборудованием и комплектующими',
    word: 'Trading',
    products: ['промышленное оборудование', 'комплектующие', 'инструмент'],
    supplies: ['производитель оборудования', 'импортёр комплектующих', 'логистический оператор'],
    customers: ['производственное предприятие', 'монтажная организация', 'розничный магазин'],
    russianWord: 'Трейд',
  },
  packaging: {
    naics: '326112',
    code: '22.22',
    activity: 'Производство упаковки из пластмасс и картона',
    word: 'Packaging',
    products: ['гибкая упаковка', 'гофрокартон', 'этикетки'],
    supplies: ['полиэтиленовый гранулят', 'бумага и картон', 'краски для печати'],
    customers: ['производитель продуктов питания', 'фармацевтическая компания', 'дистрибьютор'],
    russianWord: 'Пак',
  },
};
