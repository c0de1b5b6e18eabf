import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { reviewText } from './messages.uz.ts';

export const reviewTextCyrl = {
  notFound: 'Шарҳ топилмади',
  wrongToken: 'Ҳавола нотўғри ёки эскирган',
  notYourVisit: 'Бу ташриф сизники эмас',
  alreadyReviewed: 'Бу ташриф учун баҳо аллақачон қолдирилган',
  tooEarly: 'Ташриф ҳали тугамаган: баҳо учрашувдан кейин қолдирилади',
  notVisited: 'Бу учрашув бўлиб ўтмаган: унга баҳо қолдириб бўлмайди',
  rating: 'Баҳони 1 дан 5 гача танланг',
  commentTooLong: 'Изоҳ жуда узун (энг кўпи 1000 белги)',
  hidden: 'Яшириш қиймати нотўғри',
  noCommentAwaited: 'Изоҳ кутилмаяпти',
} satisfies Translation<typeof reviewText>;
