/** Uzbek texts of the construction screens (resources.construction). Oʻ/gʻ use U+02BB, the tutuq belgisi U+02BC. */
const construction = {
  name: 'Qurilish obyekti |||| Qurilish obyektlari',
};

export default construction;
