/** Uzbek texts of the investors screens (resources.investors). Oʻ/gʻ use U+02BB, the tutuq belgisi U+02BC. */
const investors = {
  name: 'Investor |||| Investorlar',
};

export default investors;
