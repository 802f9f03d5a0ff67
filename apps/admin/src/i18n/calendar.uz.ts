// Weekday and month names (app.weekdays, app.weekdays_long, app.months): only screens with dates
// in words or charts show them, so they travel with those screens' chunks (calendarTexts.ts).
const calendar = {
  weekdays: {
    mon: 'Du',
    tue: 'Se',
    wed: 'Ch',
    thu: 'Pa',
    fri: 'Ju',
    sat: 'Sh',
    sun: 'Ya',
  },
  weekdays_long: {
    mon: 'Dushanba',
    tue: 'Seshanba',
    wed: 'Chorshanba',
    thu: 'Payshanba',
    fri: 'Juma',
    sat: 'Shanba',
    sun: 'Yakshanba',
  },
  months: {
    jan: 'yanvar',
    feb: 'fevral',
    mar: 'mart',
    apr: 'aprel',
    may: 'may',
    jun: 'iyun',
    jul: 'iyul',
    aug: 'avgust',
    sep: 'sentabr',
    oct: 'oktabr',
    nov: 'noyabr',
    dec: 'dekabr',
  },
};

export default calendar;
export type CalendarTexts = typeof calendar;
