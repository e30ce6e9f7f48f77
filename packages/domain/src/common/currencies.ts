/**
 * Currencies (spec section 3, Currency; section 9: about 150 currencies, 8 of them common, and
 * about 110 codes accepted in the variables settings). Each row: ISO 4217 code, symbol, name and
 * how it may be used: 'common' (shown first, accepted), 'accepted' (accepted in settings) or
 * 'listed' (known for display only).
 */
const rows = [
  ['AED', 'د.إ', 'UAE Dirham', 'accepted'],
  ['AFN', '؋', 'Afghan Afghani', 'listed'],
  ['ALL', 'L', 'Albanian Lek', 'accepted'],
  ['AMD', '֏', 'Armenian Dram', 'accepted'],
  ['ANG', 'ƒ', 'Netherlands Antillean Guilder', 'listed'],
  ['AOA', 'Kz', 'Angolan Kwanza', 'accepted'],
  ['ARS', '$', 'Argentine Peso', 'accepted'],
  ['AUD', 'A$', 'Australian Dollar', 'common'],
  ['AWG', 'ƒ', 'Aruban Florin', 'accepted'],
  ['AZN', '₼', 'Azerbaijani Manat', 'accepted'],
  ['BAM', 'KM', 'Bosnia-Herzegovina Convertible Mark', 'accepted'],
  ['BBD', 'Bds$', 'Barbadian Dollar', 'accepted'],
  ['BDT', '৳', 'Bangladeshi Taka', 'accepted'],
  ['BGN', 'лв', 'Bulgarian Lev', 'accepted'],
  ['BHD', '.د.ب', 'Bahraini Dinar', 'accepted'],
  ['BIF', 'FBu', 'Burundian Franc', 'listed'],
  ['BMD', '$', 'Bermudan Dollar', 'accepted'],
  ['BND', 'B$', 'Brunei Dollar', 'accepted'],
  ['BOB', 'Bs.', 'Bolivian Boliviano', 'accepted'],
  ['BRL', 'R$', 'Brazilian Real', 'accepted'],
  ['BSD', 'B$', 'Bahamian Dollar', 'accepted'],
  ['BTN', 'Nu.', 'Bhutanese Ngultrum', 'listed'],
  ['BWP', 'P', 'Botswanan Pula', 'accepted'],
  ['BYN', 'Br', 'Belarusian Ruble', 'listed'],
  ['BZD', 'BZ$', 'Belize Dollar', 'accepted'],
  ['CAD', 'C$', 'Canadian Dollar', 'common'],
  ['CDF', 'FC', 'Congolese Franc', 'listed'],
  ['CHF', 'CHF', 'Swiss Franc', 'common'],
  ['CLP', '$', 'Chilean Peso', 'accepted'],
  ['CNY', '¥', 'Chinese Yuan', 'common'],
  ['COP', '$', 'Colombian Peso', 'accepted'],
  ['CRC', '₡', 'Costa Rican Colón', 'accepted'],
  ['CUP', '₱', 'Cuban Peso', 'listed'],
  ['CVE', 'Esc', 'Cape Verdean Escudo', 'listed'],
  ['CZK', 'Kč', 'Czech Koruna', 'accepted'],
  ['DJF', 'Fdj', 'Djiboutian Franc', 'listed'],
  ['DKK', 'kr', 'Danish Krone', 'accepted'],
  ['DOP', 'RD$', 'Dominican Peso', 'accepted'],
  ['DZD', 'دج', 'Algerian Dinar', 'accepted'],
  ['EGP', 'E£', 'Egyptian Pound', 'accepted'],
  ['ERN', 'Nfk', 'Eritrean Nakfa', 'listed'],
  ['ETB', 'Br', 'Ethiopian Birr', 'accepted'],
  ['EUR', '€', 'Euro', 'common'],
  ['FJD', 'FJ$', 'Fijian Dollar', 'accepted'],
  ['FKP', '£', 'Falkland Islands Pound', 'listed'],
  ['GBP', '£', 'British Pound', 'common'],
  ['GEL', '₾', 'Georgian Lari', 'accepted'],
  ['GHS', 'GH₵', 'Ghanaian Cedi', 'accepted'],
  ['GIP', '£', 'Gibraltar Pound', 'listed'],
  ['GMD', 'D', 'Gambian Dalasi', 'listed'],
  ['GNF', 'FG', 'Guinean Franc', 'listed'],
  ['GTQ', 'Q', 'Guatemalan Quetzal', 'accepted'],
  ['GYD', 'G$', 'Guyanaese Dollar', 'accepted'],
  ['HKD', 'HK$', 'Hong Kong Dollar', 'accepted'],
  ['HNL', 'L', 'Honduran Lempira', 'accepted'],
  ['HTG', 'G', 'Haitian Gourde', 'listed'],
  ['HUF', 'Ft', 'Hungarian Forint', 'accepted'],
  ['IDR', 'Rp', 'Indonesian Rupiah', 'accepted'],
  ['ILS', '₪', 'Israeli New Shekel', 'accepted'],
  ['INR', '₹', 'Indian Rupee', 'accepted'],
  ['IQD', 'ع.د', 'Iraqi Dinar', 'listed'],
  ['IRR', '﷼', 'Iranian Rial', 'listed'],
  ['ISK', 'kr', 'Icelandic Króna', 'accepted'],
  ['JMD', 'J$', 'Jamaican Dollar', 'accepted'],
  ['JOD', 'JD', 'Jordanian Dinar', 'accepted'],
  ['JPY', '¥', 'Japanese Yen', 'common'],
  ['KES', 'KSh', 'Kenyan Shilling', 'accepted'],
  ['KGS', 'с', 'Kyrgystani Som', 'listed'],
  ['KHR', '៛', 'Cambodian Riel', 'accepted'],
  ['KMF', 'CF', 'Comorian Franc', 'listed'],
  ['KPW', '₩', 'North Korean Won', 'listed'],
  ['KRW', '₩', 'South Korean Won', 'accepted'],
  ['KWD', 'KD', 'Kuwaiti Dinar', 'accepted'],
  ['KYD', 'CI$', 'Cayman Islands Dollar', 'accepted'],
  ['KZT', '₸', 'Kazakhstani Tenge', 'accepted'],
  ['LAK', '₭', 'Laotian Kip', 'listed'],
  ['LBP', 'ل.ل', 'Lebanese Pound', 'accepted'],
  ['LKR', 'Rs', 'Sri Lankan Rupee', 'accepted'],
  ['LRD', 'L$', 'Liberian Dollar', 'listed'],
  ['LSL', 'L', 'Lesotho Loti', 'listed'],
  ['LYD', 'LD', 'Libyan Dinar', 'listed'],
  ['MAD', 'DH', 'Moroccan Dirham', 'accepted'],
  ['MDL', 'L', 'Moldovan Leu', 'accepted'],
  ['MGA', 'Ar', 'Malagasy Ariary', 'listed'],
  ['MKD', 'ден', 'Macedonian Denar', 'accepted'],
  ['MMK', 'K', 'Myanmar Kyat', 'listed'],
  ['MNT', '₮', 'Mongolian Tugrik', 'accepted'],
  ['MOP', 'MOP$', 'Macanese Pataca', 'accepted'],
  ['MRU', 'UM', 'Mauritanian Ouguiya', 'listed'],
  ['MUR', 'Rs', 'Mauritian Rupee', 'accepted'],
  ['MVR', 'Rf', 'Maldivian Rufiyaa', 'accepted'],
  ['MWK', 'MK', 'Malawian Kwacha', 'listed'],
  ['MXN', 'Mex$', 'Mexican Peso', 'accepted'],
  ['MYR', 'RM', 'Malaysian Ringgit', 'accepted'],
  ['MZN', 'MT', 'Mozambican Metical', 'accepted'],
  ['NAD', 'N$', 'Namibian Dollar', 'accepted'],
  ['NGN', '₦', 'Nigerian Naira', 'accepted'],
  ['NIO', 'C$', 'Nicaraguan Córdoba', 'accepted'],
  ['NOK', 'kr', 'Norwegian Krone', 'accepted'],
  ['NPR', 'Rs', 'Nepalese Rupee', 'accepted'],
  ['NZD', 'NZ$', 'New Zealand Dollar', 'accepted'],
  ['OMR', 'ر.ع.', 'Omani Rial', 'accepted'],
  ['PAB', 'B/.', 'Panamanian Balboa', 'accepted'],
  ['PEN', 'S/', 'Peruvian Sol', 'accepted'],
  ['PGK', 'K', 'Papua New Guinean Kina', 'accepted'],
  ['PHP', '₱', 'Philippine Peso', 'accepted'],
  ['PKR', 'Rs', 'Pakistani Rupee', 'accepted'],
  ['PLN', 'zł', 'Polish Zloty', 'accepted'],
  ['PYG', '₲', 'Paraguayan Guarani', 'accepted'],
  ['QAR', 'QR', 'Qatari Riyal', 'accepted'],
  ['RON', 'lei', 'Romanian Leu', 'accepted'],
  ['RSD', 'din', 'Serbian Dinar', 'accepted'],
  ['RUB', '₽', 'Russian Ruble', 'accepted'],
  ['RWF', 'FRw', 'Rwandan Franc', 'accepted'],
  ['SAR', 'SR', 'Saudi Riyal', 'accepted'],
  ['SBD', 'SI$', 'Solomon Islands Dollar', 'listed'],
  ['SCR', 'SR', 'Seychellois Rupee', 'accepted'],
  ['SDG', '£', 'Sudanese Pound', 'listed'],
  ['SEK', 'kr', 'Swedish Krona', 'accepted'],
  ['SGD', 'S$', 'Singapore Dollar', 'accepted'],
  ['SHP', '£', 'St. Helena Pound', 'listed'],
  ['SLE', 'Le', 'Sierra Leonean Leone', 'listed'],
  ['SOS', 'Sh', 'Somali Shilling', 'listed'],
  ['SRD', '$', 'Surinamese Dollar', 'listed'],
  ['SSP', '£', 'South Sudanese Pound', 'listed'],
  ['STN', 'Db', 'São Tomé and Príncipe Dobra', 'listed'],
  ['SVC', '₡', 'Salvadoran Colón', 'listed'],
  ['SYP', '£S', 'Syrian Pound', 'listed'],
  ['SZL', 'E', 'Swazi Lilangeni', 'listed'],
  ['THB', '฿', 'Thai Baht', 'accepted'],
  ['TJS', 'SM', 'Tajikistani Somoni', 'listed'],
  ['TMT', 'm', 'Turkmenistani Manat', 'listed'],
  ['TND', 'DT', 'Tunisian Dinar', 'accepted'],
  ['TOP', 'T$', 'Tongan Paʻanga', 'listed'],
  ['TRY', '₺', 'Turkish Lira', 'accepted'],
  ['TTD', 'TT$', 'Trinidad and Tobago Dollar', 'accepted'],
  ['TWD', 'NT$', 'New Taiwan Dollar', 'accepted'],
  ['TZS', 'TSh', 'Tanzanian Shilling', 'accepted'],
  ['UAH', '₴', 'Ukrainian Hryvnia', 'accepted'],
  ['UGX', 'USh', 'Ugandan Shilling', 'accepted'],
  ['USD', '$', 'US Dollar', 'common'],
  ['UYU', '$U', 'Uruguayan Peso', 'accepted'],
  ['UZS', 'soʻm', 'Uzbekistani Som', 'accepted'],
  ['VES', 'Bs.S', 'Venezuelan Bolívar', 'listed'],
  ['VND', '₫', 'Vietnamese Dong', 'accepted'],
  ['VUV', 'VT', 'Vanuatu Vatu', 'listed'],
  ['WST', 'WS$', 'Samoan Tala', 'listed'],
  ['XAF', 'FCFA', 'Central African CFA Franc', 'accepted'],
  ['XCD', 'EC$', 'East Caribbean Dollar', 'accepted'],
  ['XOF', 'CFA', 'West African CFA Franc', 'accepted'],
  ['XPF', '₣', 'CFP Franc', 'accepted'],
  ['YER', '﷼', 'Yemeni Rial', 'listed'],
  ['ZAR', 'R', 'South African Rand', 'accepted'],
  ['ZMW', 'ZK', 'Zambian Kwacha', 'accepted'],
  ['ZWL', 'Z$', 'Zimbabwean Dollar', 'listed'],
] as const;

type Row = (typeof rows)[number];
export type CurrencyId = Row[0];
/** A code the variables settings accept (common or accepted). */
export type AcceptedCurrencyId = Extract<
  Row,
  readonly [string, string, string, 'common' | 'accepted']
>[0];

export interface Currency {
  /** ISO 4217 code, e.g. GBP. */
  id: CurrencyId;
  symbol: string;
  name: string;
  /** One of the 8 currencies offered first. */
  isCommon: boolean;
  /** Accepted as the event's currency in the variables settings. */
  isAccepted: boolean;
}

/** Every currency, ordered by code. */
export const currencies: Currency[] = rows.map(([id, symbol, name, use]) => ({
  id,
  symbol,
  name,
  isCommon: use === 'common',
  isAccepted: use !== 'listed',
}));

/** The codes the variables settings accept (spec section 5: "a fixed list of about 110 codes"). */
export const acceptedCurrencyIds = currencies.filter((c) => c.isAccepted).map((c) => c.id) as [
  AcceptedCurrencyId,
  ...AcceptedCurrencyId[],
];

export const defaultCurrencyId: AcceptedCurrencyId = 'GBP';

const byId = new Map<string, Currency>(currencies.map((c) => [c.id, c]));

/** The currency of an ISO code (any case), or undefined when it is not one we know. */
export function currencyById(id: string): Currency | undefined {
  return byId.get(id.toUpperCase());
}

const amountFormat = new Intl.NumberFormat('en-GB', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An amount with its currency symbol and two decimals (spec section 9): £1,234.50, -€3.00,
 * CHF 12.00. A symbol ending in a letter is followed by a space so it does not run into the
 * digits. An unknown code is written before the amount as it is.
 */
export function formatMoney(amount: number, currency: Currency | string): string {
  const symbol =
    typeof currency === 'string' ? (currencyById(currency)?.symbol ?? currency) : currency.symbol;
  const separator = /\p{L}$/u.test(symbol) ? ' ' : '';
  const rounded = Math.round(Math.abs(amount) * 100) / 100;
  const sign = amount < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${symbol}${separator}${amountFormat.format(rounded)}`;
}
