import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { identityText } from './messages.uz.ts';

/** The identity e-mails and answers in Uzbek (Cyrillic). */
export const identityTextCyrl = {
  verifyInvalid: 'Тасдиқлаш ҳаволаси яроқсиз ёки аллақачон ишлатилган',
  verifyExpired: 'Тасдиқлаш ҳаволасининг муддати ўтган. Ҳисобингизга киринг ва янги ҳавола сўранг',
  verified: 'Email манзилингиз тасдиқланди',
  alreadyVerified: 'Email манзилингиз аллақачон тасдиқланган',
  resent: 'Тасдиқлаш ҳаволаси {email} манзилига юборилди',
  tokenRequired: 'Тасдиқлаш ҳаволаси топилмади',
  verifyMail: {
    subject: 'Qabul: email манзилингизни тасдиқланг',
    greeting: 'Ассалому алайкум, {name}!',
    body: 'Qabul ҳисоби учун шу email манзил кўрсатилди. Манзил сизники эканини тасдиқлаш учун ҳаволани очинг:',
    button: 'Emailни тасдиқлаш',
    validity: 'Ҳавола 24 соат амал қилади ва бир марта ишлатилади.',
    notYou: 'Агар сиз рўйхатдан ўтмаган бўлсангиз, ҳаволани очманг: бу хатга эътибор берманг.',
  },
  takeoverMail: {
    subject: 'Qabul: ҳисобингизга Google орқали кирилди',
    greeting: 'Ассалому алайкум!',
    body: '{email} манзили билан очилган Qabul ҳисобига ҳозиргина Google орқали кирилди. Бу манзил аввал тасдиқланмаган эди, шунинг учун ҳисоб энди фақат сизники: аввалги парол ўчирилди, барча қурилмалардаги сеанслар якунланди, ҳисобга аввал уланган Telegram ва Google боғланишлари узилди.',
    next: 'Энди ҳисобингизга "Google орқали кириш" тугмаси билан кирасиз. Telegram билдиришномаларини профил саҳифасида қайта улашингиз мумкин.',
    notYou: 'Агар Google орқали сиз кирмаган бўлсангиз, Google ҳисобингиз паролини дарҳол ўзгартиринг.',
  },
  footer: 'Бу хат Qabul томонидан автоматик юборилди.',
} satisfies Translation<typeof identityText>;
