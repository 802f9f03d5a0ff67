// Weekday and month names in Russian; see calendar.uz.ts.
import type { CalendarTexts } from './calendar.uz';

const calendar: CalendarTexts = {
  weekdays: {
    mon: 'Пн',
    tue: 'Вт',
    wed: 'Ср',
    thu: 'Чт',
    fri: 'Пт',
    sat: 'Сб',
    sun: 'Вс',
  },
  weekdays_long: {
    mon: 'Понедельник',
    tue: 'Вторник',
    wed: 'Среда',
    thu: 'Четверг',
    fri: 'Пятница',
    sat: 'Суббота',
    sun: 'Воскресенье',
  },
  months: {
    jan: 'января',
    feb: 'февраля',
    mar: 'марта',
    apr: 'апреля',
    may: 'мая',
    jun: 'июня',
    jul: 'июля',
    aug: 'августа',
    sep: 'сентября',
    oct: 'октября',
    nov: 'ноября',
    dec: 'декабря',
  },
};

export default calendar;
