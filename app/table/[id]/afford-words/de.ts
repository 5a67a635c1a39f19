import type { AffordStrings } from './types';

const words: AffordStrings = {
  toggle: 'Zeigen, was der aktive Spieler bezahlen kann',
  toggleHelp:
    'Für Einsteiger; anfangs aus. Aus zeigt das Tablet, was der Tisch sieht: wie viele Karten, nie welche. Jeder sieht auf seinem Handy oder mit „Halten zum Ansehen“, was er bezahlen kann.',
  canPay: 'Deine Karten reichen für',
  canPayNothing: 'Deine Karten reichen noch für nichts',
  discardShow: 'Nur ich schaue hin: meine Karten zeigen',
  yourCards: 'Deine Karten',
};
export default words;
