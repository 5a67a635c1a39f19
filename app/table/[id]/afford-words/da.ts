import type { AffordStrings } from './types';

const words: AffordStrings = {
  toggle: 'Vis hvad den aktive spiller har råd til',
  toggleHelp:
    'For begyndere; slået fra fra start. Slået fra viser tabletten det, bordet ser: hvor mange kort, aldrig hvilke. Hver spiller ser, hvad de har råd til, på sin telefon eller med »Hold for at se«.',
  canPay: 'Dine kort rækker til',
  canPayNothing: 'Dine kort rækker ikke til noget endnu',
  discardShow: 'Kun jeg kigger: vis mine kort',
  yourCards: 'Dine kort',
};
export default words;
