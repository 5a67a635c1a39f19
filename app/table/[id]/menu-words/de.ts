// The table’s menu, private reveal and rematch in German: one language’s words,
// loaded only by a page shown in it (app/ui/lazy-words.ts).
import type { MenuStrings } from './types';

const words: MenuStrings = {
  menu: 'Menü',
  close: 'Schließen',
  backToGames: 'Spiele dieses Tablets',
  exportGame: 'Spieldatei exportieren',
  exportHelp: 'Eine game@1-Datei: „Spieldatei importieren“ setzt sie auf jedem Tablet fort.',
  exportFailed: 'Die Spieldatei konnte nicht exportiert werden.',
  rules: 'Regeln dieses Spiels',
  moveHost: 'Gastgeber auf ein anderes Gerät umziehen',
  moveHostHelp:
    'Scanne diesen Code mit dem neuen Tablet (oder öffne dort den Link). Es wird Gastgeber; dieser Bildschirm zeigt dann nur noch den Tisch.',
  moveHostExpires: (time) => `Der Code gilt einmal, bis ${time}.`,
  moveHostNew: 'Neuer Code',
  moveHostLink: 'Link',
  awakeLock: 'Der Bildschirm bleibt an.',
  awakeVideo:
    'Der Bildschirm bleibt durch ein stummes Video an (diese Adresse ist einfaches http).',
  awakeTap: 'Tippe einmal auf den Bildschirm, damit er an bleibt.',
  awakeOff: 'Dieser Browser hält den Bildschirm nicht an: er kann dunkel werden.',
  httpsMissing:
    'Einfaches http: keine Offline-Kopie, keine Installation als App, keine Kamera. Das --https des Servers bringt sie.',
  httpsHow: 'Wie',
  movedTitle: 'Dieses Spiel wird jetzt von einem anderen Gerät geleitet',
  movedBody: 'Dieser Bildschirm zeigt weiter den Tisch, kann das Spiel aber nicht mehr ändern.',
  taking: 'Spiel wird übernommen…',
  takeFailed: 'Dieses Gerät konnte das Spiel nicht übernehmen.',
  takeNoToken: 'In diesem Link fehlt der Code; scanne den Code am alten Tablet noch einmal.',
  showMe: (name) => `Karten von ${name} zeigen`,
  showMeTitle: 'Geheime Karten',
  lookAway: (name) =>
    `Nur ${name} schaut jetzt: alle anderen schauen weg, oder gebt ${name} das Tablet.`,
  holdToSee: 'Halten zum Ansehen',
  showFor: (s) => `${s} Sekunden zeigen`,
  cancel: 'Abbrechen',
  privateOf: (name) => `Karten von ${name} (tippen zum Verbergen)`,
  hand: 'Hand',
  noCards: 'Keine Rohstoffkarten',
  devCards: 'Entwick\u00ADlungs\u00ADkarten',
  noDevCards: 'Keine Entwick\u00ADlungs\u00ADkarten',
  newCard: 'neu',
  unknownCard: 'eine Karte aus der Schachtel, noch nicht genannt',
  boughtThisTurn: 'in diesem Zug gekauft',
  tapToHide: 'Irgendwo tippen zum Verbergen',
  newCardPrompt: (name) => `${name}: halten, um deine neue Karte zu sehen`,
  later: 'Später',
  revealFailed: 'Die Karten konnten nicht gelesen werden; noch einmal versuchen.',
  stats: 'Statistik',
  rematch: 'Revanche',
  rematchHelp: 'Dieselben Spieler, Plätze, Farben, Regeln und Optionen; ein neuer Spielplan.',
  rematchFailed: 'Die Revanche konnte nicht gestartet werden.',
  starting: 'Startet…',
};

export default words;
