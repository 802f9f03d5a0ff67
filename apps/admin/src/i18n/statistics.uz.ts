/** Uzbek texts of the statistics screens (resources.statistics). Oʻ/gʻ use U+02BB, the tutuq belgisi U+02BC. */
const statistics = {
  name: 'Statistika',
};

export default statistics;
