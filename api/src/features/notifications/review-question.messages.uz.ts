/** The review question (ADR 017), Uzbek (Latin). `{provider}`, `{service}`, `{date}` are filled in. */
export const reviewQuestionText = {
  title: 'Tashrifingiz qanday o‘tdi?',
  telegram: '{provider} bilan {date} kungi uchrashuvingiz ({service}) qanday o‘tdi? Yulduzchalar bilan baholang.',
  subject: 'Tashrifingizni baholang — {provider}',
  mail: '{provider} bilan {date} kungi uchrashuvingiz ({service}) qanday o‘tdi? Bir daqiqa ajratib, baho qoldiring:',
  link: 'Baho qoldirish',
  greeting: 'Assalomu alaykum, {name}!',
  footer: 'Bu xat Qabul orqali yuborildi.',
  noService: 'xizmat',
  visitOverTitle: 'Mijoz keldimi?',
  visitOver: '{date} {time} — {client} ({phone}), {service}. Mijoz kelmagan bo‘lsa, «Kelmadi» tugmasini bosing.',
} as const;
