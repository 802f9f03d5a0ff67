/** Uzbek texts of the employees screens (resources.employees). Oʻ/gʻ use U+02BB, the tutuq belgisi U+02BC. */
const employees = {
  name: 'Xodim |||| Xodimlar',
};

export default employees;
