// The Swedish resource nicknames a table's screens use: the game's own setting when the host
// chose one (GameOptions.nicknames, issue 29: Dag's phone said Timmer while the tablet said
// Trä), else the device's switch (games made before the setting).

/** The nicknames setting of a game's view, or `device` when the game has none. */
export const gameNicknames = (
  view: { readonly config: { readonly options: { readonly nicknames?: boolean } } } | null,
  device: boolean,
): boolean => view?.config.options.nicknames ?? device;
