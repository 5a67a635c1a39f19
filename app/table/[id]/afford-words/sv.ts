import type { AffordStrings } from './types';

const words: AffordStrings = {
  toggle: 'Visa vad den aktiva spelaren har råd med',
  toggleHelp:
    'För nybörjare; av från början. Av visar surfplattan det bordet ser: hur många kort, aldrig vilka. Var och en ser vad den har råd med i sin telefon eller med ”Håll för att se”.',
  canPay: 'Dina kort räcker till',
  canPayNothing: 'Dina kort räcker inte till något än',
  discardShow: 'Bara jag tittar: visa mina kort',
  yourCards: 'Dina kort',
};
export default words;
