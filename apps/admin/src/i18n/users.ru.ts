import type usersUz from './users.uz';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Russian texts of the users screens. */
const users: Shape<typeof usersUz> = {
  name: 'Пользователь |||| Пользователи |||| Пользователи',
  fields: {
    id: 'ID',
    phone_number: 'Номер телефона',
    full_name: 'Ф.И.О.',
    password: 'Пароль',
    role: 'Роль',
    role_name: 'Роль',
    is_active: 'Активен',
    date_of_birth: 'Дата рождения',
    date_joined: 'Дата приёма',
    profile_image: 'Фото профиля',
    q: 'Поиск',
  },
  page: {
    list: 'Пользователи',
    create: 'Новый пользователь',
    edit: 'Пользователь: %{recordRepresentation}',
    empty: 'Пользователей пока нет',
    invite: 'Добавьте пользователя, чтобы сотрудник мог войти в систему.',
  },
  action: {
    create: 'Добавить пользователя',
  },
  notifications: {
    created: 'Пользователь сохранён',
    updated: 'Пользователь изменён',
    deleted: 'Пользователь удалён',
  },
  sections: {
    account: 'Учётная запись',
    account_help: 'Номер телефона, пароль и роль для входа в систему',
    personal: 'Личные данные',
    personal_help: 'Необязательные поля',
  },
  helpers: {
    password_create: 'От 8 до 128 символов',
    password_edit: 'Оставьте пустым, чтобы не менять пароль',
    profile_image: 'Номер загруженного изображения',
  },
  filters: {
    status: 'Статус',
  },
};

export default users;
