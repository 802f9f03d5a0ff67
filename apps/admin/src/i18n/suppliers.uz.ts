/** Uzbek texts of the suppliers screens (resources.suppliers). Oʻ/gʻ use U+02BB, the tutuq belgisi U+02BC. */
const suppliers = {
  name: 'Taʼminotchi |||| Taʼminotchilar',
};

export default suppliers;
