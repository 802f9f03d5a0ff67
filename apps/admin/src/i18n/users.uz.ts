/** Uzbek texts of the users screens (resources.users). Oʻ/gʻ use U+02BB, the tutuq belgisi U+02BC. */
const users = {
  name: 'Foydalanuvchi |||| Foydalanuvchilar',
  fields: {
    id: 'ID',
    phone_number: 'Telefon raqami',
    full_name: 'F.I.Sh.',
    password: 'Parol',
    role: 'Rol',
    role_name: 'Rol',
    is_active: 'Faol',
    date_of_birth: 'Tugʻilgan sana',
    date_joined: 'Ishga qoʻshilgan sana',
    profile_image: 'Profil rasmi',
    q: 'Qidirish',
  },
  page: {
    list: 'Foydalanuvchilar',
    create: 'Yangi foydalanuvchi',
    edit: 'Foydalanuvchi: %{recordRepresentation}',
    empty: 'Hozircha foydalanuvchilar yoʻq',
    invite: 'Xodimlarga tizimga kirish imkonini berish uchun foydalanuvchi qoʻshing.',
  },
  action: {
    create: 'Foydalanuvchi qoʻshish',
  },
  notifications: {
    created: 'Foydalanuvchi saqlandi',
    updated: 'Foydalanuvchi oʻzgartirildi',
    deleted: 'Foydalanuvchi oʻchirildi',
  },
  sections: {
    account: 'Hisob',
    account_help: 'Tizimga kirish uchun telefon raqami, parol va rol',
    personal: 'Shaxsiy maʼlumotlar',
    personal_help: 'Ixtiyoriy maydonlar',
  },
  helpers: {
    password_create: '8 tadan 128 tagacha belgi',
    password_edit: 'Parolni oʻzgartirmaslik uchun boʻsh qoldiring',
    profile_image: 'Yuklangan rasmning raqami',
  },
  filters: {
    status: 'Holati',
  },
};

export default users;
