/** Uzbek texts of the reason every correction asks for (app.reason). */
const reason = {
  label: 'Sabab',
  helper: 'Nima uchun? Audit jurnalida saqlanadi.',
  required: 'Sababni yozing',
  too_long: 'Sabab %{max} belgidan oshmasin',
};

export default reason;
