import type { AffordStrings } from './types';

const words: AffordStrings = {
  toggle: 'Show what the active player can afford',
  toggleHelp:
    'For beginners; off by default. Off, the tablet shows what the table sees: how many cards, never which. Each player sees what they can pay on their phone, or with “Hold to see”.',
  canPay: 'Your cards pay for',
  canPayNothing: 'Your cards pay for nothing yet',
  discardShow: 'Only I am looking: show my cards',
  yourCards: 'Your cards',
};
export default words;
