import type buildingsUz from './buildings.uz';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Russian texts of the buildings screens: the same keys as buildings.uz.ts. */
const buildingsRu = {
  name: 'Здание |||| Здания |||| Зданий',
  fields: {
    id: 'ID',
    name: 'Название',
    floor_count: 'Этажей',
    room_count: 'Квартир',
    entrance_count: 'Подъездов',
    rooms_total: 'Внесено квартир',
    address: 'Адрес',
    q: 'Поиск',
  },
  columns: {
    floor_count: 'Этажей',
    entrance_count: 'Подъездов',
    room_count: 'По плану',
    rooms_total: 'Внесено',
  },
  page: {
    list: 'Здания',
    empty: 'Зданий пока нет',
    invite: 'Создайте первое здание, чтобы добавлять и продавать квартиры.',
    create: 'Новое здание',
    edit: 'Редактирование здания',
  },
  action: {
    create: 'Добавить здание',
    edit: 'Редактировать',
    delete: 'Удалить',
    rooms: 'Квартиры',
    blocks: 'Блоки',
    groups: 'Группы',
    three_d: '3D-модель',
  },
  notifications: {
    created: 'Здание добавлено',
    updated: 'Здание изменено',
    deleted: 'Здание удалено',
    delete_conflict: 'В здании есть проданные или забронированные квартиры: удалить его нельзя.',
  },
  delete: {
    title: 'Удалить здание «%{name}»',
    content: 'Будут удалены здание, его блоки и свободные квартиры. Вы уверены?',
  },
  blocks: {
    title: 'Блоки: %{name}',
    subtitle: 'Блоки (секции) здания. Блок можно выбрать в форме квартиры.',
    empty: 'В этом здании пока нет блоков',
    add: 'Добавить блок',
    name: 'Название блока',
    created: 'Блок добавлен',
    updated: 'Блок изменён',
    deleted: 'Блок удалён',
    delete_title: 'Удалить блок «%{name}»',
    delete_content: 'Блок будет удалён, а его квартиры останутся в здании без блока. Вы уверены?',
  },
  groups: {
    title: 'Группы зданий',
    subtitle: 'Объединяйте здания по проектам или очередям.',
    empty: 'Групп пока нет',
    add: 'Добавить группу',
    name: 'Название группы',
    buildings: 'Здания',
    buildings_count: '%{smart_count} здание |||| %{smart_count} здания |||| %{smart_count} зданий',
    created: 'Группа добавлена',
    updated: 'Группа изменена',
    deleted: 'Группа удалена',
    delete_title: 'Удалить группу «%{name}»',
    delete_content: 'Группа будет удалена, здания останутся на месте. Вы уверены?',
  },
  validation: {
    positive_integer: 'Введите целое положительное число',
  },
  three_d: {
    title: '3D-модель здания',
    text: 'Выберите здание: его 3D-план откроется в новой вкладке.',
    building: 'Здание',
    open: 'Открыть',
    not_configured: 'Страница 3D-модели ещё не подключена. Чтобы её подключить, обратитесь к администратору.',
  },
} satisfies Shape<typeof buildingsUz>;

export default buildingsRu;
